import type { AdminHomeBanner } from '@hgsc/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { required, requiredText } from '../../../shared/ui/form-rules.ts';
import { homeBlockApi } from '../api.ts';

interface BannerValues {
  title: string;
  imageKey: string;
  link?: string;
  sortOrder: number;
  enabled: boolean;
}

const TITLE_MAX = 60;
const LINK_MAX = 500;

/**
 * Adds a banner (`editing` 'new') or edits one: title, uploaded image, link, order, enabled. The
 * server checks the link (a site path or an http(s) address) and the number of enabled banners.
 * Mounted per opening (the caller keys it), so each opening starts from its own initial values.
 */
export function BannerFormModal({
  editing,
  nextSortOrder,
  onClose,
  onSaved,
}: {
  editing: AdminHomeBanner | 'new';
  nextSortOrder: number;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BannerValues>();
  const existing = editing === 'new' ? null : editing;
  const save = async (values: BannerValues) => {
    await homeBlockApi.saveBanner({
      ...(existing ? { id: existing.id } : {}),
      title: values.title.trim(),
      imageKey: values.imageKey,
      link: values.link?.trim() || null,
      sortOrder: values.sortOrder,
      enabled: values.enabled,
    });
    showSuccessToast(t(existing ? 'common.updated' : 'common.created'));
    await onSaved();
  };

  return (
    <FormModal
      title={existing ? t('bannerAdmin.editTitle', { title: existing.title }) : t('bannerAdmin.addTitle')}
      okText={t('common.save')}
      okTestId="banner-save"
      width={640}
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="banner"
      fields={['title', 'imageKey', 'link', 'sortOrder']}
      initialValues={
        existing
          ? {
              title: existing.title,
              imageKey: existing.imageKey,
              link: existing.link ?? '',
              sortOrder: existing.sortOrder,
              enabled: existing.enabled,
            }
          : { sortOrder: nextSortOrder, enabled: true }
      }
    >
      <Form.Item
        name="title"
        label={t('bannerAdmin.title')}
        extra={t('bannerAdmin.titleHint')}
        rules={[requiredText(t('bannerAdmin.titleRequired'))]}
      >
        <Input maxLength={TITLE_MAX} showCount data-testid="banner-title" />
      </Form.Item>
      <Form.Item
        name="imageKey"
        label={t('bannerAdmin.image')}
        extra={t('bannerAdmin.imageHint')}
        rules={[required(t('bannerAdmin.imageRequired'))]}
      >
        <FileUploadField
          kind="img"
          visibility="public"
          current={existing ? { url: existing.imageUrl, name: existing.title, pdf: false } : null}
          testId="banner-image"
          buttonText={t('bannerAdmin.uploadImage')}
          aria-label={t('bannerAdmin.image')}
        />
      </Form.Item>
      <Form.Item name="link" label={t('bannerAdmin.link')} extra={t('bannerAdmin.linkHint')}>
        <Input maxLength={LINK_MAX} placeholder="/search?keyword=甲醇" data-testid="banner-link" />
      </Form.Item>
      <Form.Item
        name="sortOrder"
        label={t('bannerAdmin.sortOrder')}
        extra={t('bannerAdmin.sortOrderHint')}
        rules={[required(t('bannerAdmin.sortOrderRequired'))]}
      >
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} data-testid="banner-sort" />
      </Form.Item>
      <Form.Item name="enabled" label={t('bannerAdmin.enabled')} valuePropName="checked">
        <Switch data-testid="banner-enabled" />
      </Form.Item>
    </FormModal>
  );
}
