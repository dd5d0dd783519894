import { type AdminNewsCategory, NEWS_CATEGORY_NAME_EN_MAX, NEWS_CATEGORY_NAME_MAX } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../../shared/toast.ts';
import { FormModal } from '../../../../shared/ui/FormModal.tsx';
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
  const save = async (values: CategoryValues) => {
    await newsAdminApi.saveCategory({
      ...(existing ? { id: existing.id } : {}),
      name: values.name.trim(),
      nameEn: values.nameEn.trim(),
      sortOrder: values.sortOrder,
    });
    showSuccessToast(t('news.categorySaved'));
    await refreshNews(queryClient);
  };

  return (
    <FormModal
      title={existing ? t('newsCategoryAdmin.editTitle', { name: existing.name }) : t('newsCategoryAdmin.addTitle')}
      okText={t('common.save')}
      okTestId="news-category-save"
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="newsCategory"
      fields={['name', 'nameEn', 'sortOrder']}
      initialValues={
        existing ? { name: existing.name, nameEn: existing.nameEn, sortOrder: existing.sortOrder } : { sortOrder: nextSortOrder }
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
    </FormModal>
  );
}
