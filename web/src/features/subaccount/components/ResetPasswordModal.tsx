import type { SubAccount } from '@hgsc/contracts';
import { Alert, Form, Modal } from 'antd';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { NewPasswordFields } from '../../user/components/NewPasswordFields.tsx';
import { subAccountApi } from '../api.ts';

/** A new password for a sub-account the company created; its sessions end. */
export function ResetPasswordModal({ account, onClose }: { account: SubAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const { submit, submitting } = useFormSubmit(
    async ({ password }: { password: string }) => {
      if (!account) return;
      await subAccountApi.resetPwd(account.id, password);
      showSuccessToast(t('subaccount.passwordReset'));
      onClose();
    },
    (error) => applyFieldError(form, error, ['password']),
  );
  return (
    <Modal
      open={account !== null}
      title={t('org.subaccount.resetTitle', { name: account?.userName ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submitting, 'data-testid': 'subaccount-reset-ok' }}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('org.subaccount.resetHint')} style={{ marginBottom: 16 }} />
      <Form form={form} name="subaccountReset" layout="vertical" onFinish={submit} preserve={false}>
        <NewPasswordFields name="password" label={t('user.newPassword')} placeholder={t('form.newPasswordPlaceholder')} />
      </Form>
    </Modal>
  );
}
