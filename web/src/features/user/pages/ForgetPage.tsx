import { Button, Form, Input, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { mobileRules } from '../../../shared/ui/form-rules.ts';
import { userApi } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';

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
  const { submit, submitting } = useFormSubmit(
    async (values: ForgetForm) => {
      await userApi.losePwd({ mobile: values.mobile.trim(), code: values.code.trim(), password: values.password });
      showSuccessToast(t('user.passwordReset'));
      navigate('/login', { replace: true });
    },
    (error) => applyFieldError(form, error, ['mobile', 'code', 'password']),
  );

  return (
    <AuthCard title={t('forget.title')}>
      <Form<ForgetForm> form={form} name="forget" layout="vertical" requiredMark={false} onFinish={submit} size="large">
        <Form.Item name="mobile" label={t('user.mobile')} rules={mobileRules(t)}>
          <Input placeholder={t('forget.mobilePlaceholder')} maxLength={11} autoComplete="tel" inputMode="numeric" />
        </Form.Item>
        <SmsCodeField sendTo={userApi.sendLoseCode} />
        <NewPasswordFields name="password" label={t('user.newPassword')} placeholder={t('form.newPasswordPlaceholder')} />
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
