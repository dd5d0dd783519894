import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyFieldError } from '../../../shared/form.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { clearSession } from '../../../shared/session.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { userApi } from '../api.ts';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import { confirmRules, passwordRules, smsCodeRules } from '../rules.ts';
import { useUserInfo } from '../use-user-info.ts';

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
  const [submitting, setSubmitting] = useState(false);

  const submit = useThrottledCallback(async (values: ModifyPasswordForm) => {
    setSubmitting(true);
    try {
      await userApi.changePwd({ oldPassword: values.oldPassword, newPassword: values.newPassword, code: values.code.trim() });
      // Every session of the user ended on the server: log out here and log in again.
      clearSession(true);
      queryClient.clear();
      showSuccessToast(t('user.passwordChanged'));
      navigate('/login', { replace: true });
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyFieldError(form, error, ['oldPassword', 'newPassword', 'code']);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Card title={t('route.manage.modifypassword')}>
      <Alert
        type="info"
        showIcon
        title={t('modifyPassword.notice', { mobile: user?.mobileMasked ?? '' })}
        style={{ marginBottom: 24 }}
      />
      <Form<ModifyPasswordForm> form={form} name="modifyPassword" layout="vertical" onFinish={submit} style={{ maxWidth: 440 }}>
        <Form.Item
          name="oldPassword"
          label={t('user.oldPassword')}
          rules={[{ required: true, message: t('form.oldPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" placeholder={t('form.oldPasswordPlaceholder')} />
        </Form.Item>
        <Form.Item label={t('user.smsCode')} required>
          <Flex gap={8}>
            <Form.Item name="code" noStyle rules={smsCodeRules(t)}>
              <Input
                aria-label={t('user.smsCode')}
                placeholder={t('form.codePlaceholder')}
                maxLength={6}
                autoComplete="one-time-code"
                inputMode="numeric"
              />
            </Form.Item>
            <SendCodeButton send={(captchaVerification) => userApi.sendChangePwdCode(captchaVerification)} />
          </Flex>
        </Form.Item>
        <Form.Item name="newPassword" label={t('user.newPassword')} rules={passwordRules(t)} extra={t('password.policy')}>
          <Input.Password autoComplete="new-password" placeholder={t('form.newPasswordPlaceholder')} maxLength={32} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('user.confirmPassword')}
          dependencies={['newPassword']}
          rules={confirmRules(t, 'newPassword')}
        >
          <Input.Password autoComplete="new-password" placeholder={t('form.confirmPlaceholder')} maxLength={32} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="modify-password-submit">
          {t('common.submit')}
        </Button>
      </Form>
    </Card>
  );
}
