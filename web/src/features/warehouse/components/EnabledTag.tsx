import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** Whether a warehouse or product is offered in the users' forms (启用) or kept only for the records (停用). */
export function EnabledTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return <Tag color={enabled ? 'success' : 'default'}>{t(enabled ? 'wrAdmin.enabled' : 'wrAdmin.disabled')}</Tag>;
}
