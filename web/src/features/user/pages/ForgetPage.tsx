import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyFieldError } from '../../../shared/form.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { userApi } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import { confirmRules, mobileRules, passwordRules, smsCodeRules } from '../rules.ts';

interface ForgetForm {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
}

/** Forgotten password: a code to the registered mobile, then a new password (POST /user/lose/pwd). */
export default function ForgetPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ForgetForm>();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const submit = useThrottledCallback(async (values: ForgetForm) => {
    setSubmitting(true);
    try {
      await userApi.losePwd({ mobile: values.mobile.trim(), code: values.code.trim(), password: values.password });
      showSuccessToast(t('user.passwordReset'));
      navigate('/login', { replace: true });
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyFieldError(form, error, ['mobile', 'code', 'password']);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard title={t('forget.title')}>
      <Form<ForgetForm> form={form} name="forget" layout="vertical" requiredMark={false} onFinish={submit} size="large">
        <Form.Item name="mobile" label={t('user.mobile')} rules={mobileRules(t)}>
          <Input placeholder={t('forget.mobilePlaceholder')} maxLength={11} autoComplete="tel" inputMode="numeric" />
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
            <SendCodeButton
              validate={() => form.validateFields(['mobile']).then(() => true)}
              send={(captchaVerification) => userApi.sendLoseCode(form.getFieldValue('mobile').trim(), captchaVerification)}
            />
          </Flex>
        </Form.Item>
        <Form.Item name="password" label={t('user.newPassword')} rules={passwordRules(t)} extra={t('password.policy')}>
          <Input.Password placeholder={t('form.newPasswordPlaceholder')} autoComplete="new-password" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('user.confirmPassword')}
          dependencies={['password']}
          rules={confirmRules(t, 'password')}
        >
          <Input.Password placeholder={t('form.confirmPlaceholder')} autoComplete="new-password" maxLength={32} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="forget-submit">
          {t('forget.submit')}
        </Button>
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          <Link to="/login">{t('forget.backToLogin')}</Link>
        </Typography.Paragraph>
      </Form>
    </AuthCard>
  );
}
