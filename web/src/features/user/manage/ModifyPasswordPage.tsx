import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { clearSession } from '../../../shared/session.ts';
import { useUserInfo } from '../../../shared/signed-in-user.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { required } from '../../../shared/ui/form-rules.ts';
import { userApi } from '../api.ts';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';

interface ModifyPasswordForm {
  oldPassword: string;
  code: string;
  newPassword: string;
  confirm: string;
}

/** /manage/modifypassword: old password + code to the own mobile + new password; then log in again. */
export default function ModifyPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ModifyPasswordForm>();
  const { user } = useUserInfo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { submit, submitting } = useFormSubmit(
    async (values: ModifyPasswordForm) => {
      await userApi.changePwd({ oldPassword: values.oldPassword, newPassword: values.newPassword, code: values.code.trim() });
      // Every session of the user ended on the server: log out here and log in again.
      clearSession(true);
      queryClient.clear();
      showSuccessToast(t('user.passwordChanged'));
      navigate('/login', { replace: true });
    },
    (error) => applyFieldError(form, error, ['oldPassword', 'newPassword', 'code']),
  );

  return (
    <Card title={t('route.manage.modifypassword')}>
      <Alert
        type="info"
        showIcon
        title={t('modifyPassword.notice', { mobile: user?.mobileMasked ?? '' })}
        style={{ marginBottom: 24 }}
      />
      <Form<ModifyPasswordForm> form={form} name="modifyPassword" layout="vertical" onFinish={submit} style={{ maxWidth: 440 }}>
        <Form.Item name="oldPassword" label={t('user.oldPassword')} rules={[required(t('form.oldPasswordRequired'))]}>
          <Input.Password autoComplete="current-password" placeholder={t('form.oldPasswordPlaceholder')} />
        </Form.Item>
        <SmsCodeField sendToOwn={userApi.sendChangePwdCode} />
        <NewPasswordFields name="newPassword" label={t('user.newPassword')} placeholder={t('form.newPasswordPlaceholder')} />
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="modify-password-submit">
          {t('common.submit')}
        </Button>
      </Form>
    </Card>
  );
}
