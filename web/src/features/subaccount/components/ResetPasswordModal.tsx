import type { SubAccount } from '@hgsc/contracts';
import { Alert, Form } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { NewPasswordFields } from '../../user/index.ts';
import { subAccountApi } from '../api.ts';

/** A new password for a sub-account the company created; its sessions end. */
export function ResetPasswordModal({ account, onClose }: { account: SubAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const save = async ({ password }: { password: string }) => {
    if (!account) return;
    await subAccountApi.resetPwd(account.id, password);
    showSuccessToast(t('subaccount.passwordReset'));
  };
  return (
    <FormModal
      open={account !== null}
      title={t('org.subaccount.resetTitle', { name: account?.userName ?? '' })}
      testId="subaccount-reset"
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="subaccountReset"
      fields={['password']}
      intro={<Alert type="warning" showIcon title={t('org.subaccount.resetHint')} style={{ marginBottom: 16 }} />}
    >
      <NewPasswordFields name="password" label={t('user.newPassword')} placeholder={t('form.newPasswordPlaceholder')} />
    </FormModal>
  );
}
