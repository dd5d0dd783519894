import { type AdminNewsCategory, NEWS_CATEGORY_NAME_EN_MAX, NEWS_CATEGORY_NAME_MAX } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal } from 'antd';
import { applyFieldError, useFormSubmit } from '../../../../shared/form.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../../shared/toast.ts';
import { required, requiredText } from '../../../../shared/ui/form-rules.ts';
import { newsAdminApi, refreshNews } from '../api.ts';

interface CategoryValues {
  name: string;
  nameEn: string;
  sortOrder: number;
}

/**
 * Adds a news category (`editing` 'new') or renames / re-sorts one; names are unique. Mounted per
 * opening (the caller keys it), so each opening starts from its own initial values.
 */
export function NewsCategoryModal({
  editing,
  nextSortOrder,
  onClose,
}: {
  editing: AdminNewsCategory | 'new';
  nextSortOrder: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CategoryValues>();
  const existing = editing === 'new' ? null : editing;
  const { submit, submitting } = useFormSubmit(
    async (values: CategoryValues) => {
      await newsAdminApi.saveCategory({
        ...(existing ? { id: existing.id } : {}),
        name: values.name.trim(),
        nameEn: values.nameEn.trim(),
        sortOrder: values.sortOrder,
      });
      showSuccessToast(t('news.categorySaved'));
      await refreshNews(queryClient);
      onClose();
    },
    (error) => applyFieldError(form, error, ['name', 'nameEn', 'sortOrder']),
  );

  return (
    <Modal
      open
      title={existing ? t('newsCategoryAdmin.editTitle', { name: existing.name }) : t('newsCategoryAdmin.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submitting, 'data-testid': 'news-category-save' }}
      destroyOnHidden
    >
      <Form<CategoryValues>
        form={form}
        name="newsCategory"
        layout="vertical"
        onFinish={submit}
        initialValues={
          existing
            ? { name: existing.name, nameEn: existing.nameEn, sortOrder: existing.sortOrder }
            : { sortOrder: nextSortOrder }
        }
      >
        <Form.Item name="name" label={t('newsCategoryAdmin.name')} rules={[requiredText(t('newsCategoryAdmin.nameRequired'))]}>
          <Input maxLength={NEWS_CATEGORY_NAME_MAX} showCount data-testid="news-category-name" />
        </Form.Item>
        <Form.Item
          name="nameEn"
          label={t('newsCategoryAdmin.nameEn')}
          rules={[requiredText(t('newsCategoryAdmin.nameEnRequired'))]}
        >
          <Input maxLength={NEWS_CATEGORY_NAME_EN_MAX} showCount data-testid="news-category-name-en" />
        </Form.Item>
        <Form.Item
          name="sortOrder"
          label={t('newsCategoryAdmin.sortOrder')}
          extra={t('newsCategoryAdmin.sortOrderHint')}
          rules={[required(t('newsCategoryAdmin.sortOrderRequired'))]}
        >
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} data-testid="news-category-sort" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
