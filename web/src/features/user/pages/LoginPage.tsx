import { MobileOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Form, Input, Tabs, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { applyFieldError } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { mobileRules } from '../../../shared/ui/form-rules.ts';
import { userApi } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { CaptchaModal, useCaptchaEnabled } from '../components/captcha.tsx';
import { PasswordLoginForm } from '../components/PasswordLoginForm.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import { useAfterLogin } from '../session-actions.ts';

function PasswordLogin() {
  const afterLogin = useAfterLogin();
  const [params] = useSearchParams();
  return <PasswordLoginForm onLoggedIn={afterLogin} initialUserName={params.get('userName') ?? ''} links={<AuthLinks />} />;
}

function AuthLinks() {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" style={{ marginBottom: 16 }}>
      <Link to="/forget">{t('login.forget')}</Link>
      <Link to="/register">{t('login.toRegister')}</Link>
    </Flex>
  );
}

interface SmsForm {
  mobile: string;
  code: string;
}

/** Mobile + SMS code; the captcha comes first for sending the code and again for the login itself. */
function SmsLogin() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsForm>();
  const { enabled } = useCaptchaEnabled();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const afterLogin = useAfterLogin();

  const login = async (captchaVerification?: string) => {
    const values = form.getFieldsValue();
    setSubmitting(true);
    try {
      afterLogin(await userApi.smsLogin({ mobile: values.mobile.trim(), code: values.code.trim(), captchaVerification }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyFieldError(form, error, ['mobile', 'code']);
    } finally {
      setCaptchaOpen(false);
      setSubmitting(false);
    }
  };

  const submit = useThrottledCallback(() => {
    if (enabled) setCaptchaOpen(true);
    else void login();
  });

  return (
    <Form<SmsForm> form={form} name="smsLogin" layout="vertical" requiredMark={false} onFinish={submit} size="large">
      <Form.Item name="mobile" label={t('user.mobile')} rules={mobileRules(t)}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('form.mobilePlaceholder')}
          maxLength={11}
          autoComplete="tel"
          inputMode="numeric"
        />
      </Form.Item>
      <SmsCodeField sendTo={userApi.sendLoginCode} />
      <AuthLinks />
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      <CaptchaModal open={captchaOpen} onSolved={login} onCancel={() => setCaptchaOpen(false)} />
    </Form>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('password');
  return (
    <AuthCard title={t('login.title')}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        centered
        destroyOnHidden
        items={[
          { key: 'password', label: t('login.tabPassword'), children: <PasswordLogin /> },
          { key: 'sms', label: t('login.tabSms'), children: <SmsLogin /> },
        ]}
      />
      <Divider plain>
        <Typography.Text type="secondary">{t('login.thirdParty')}</Typography.Text>
      </Divider>
      <Flex justify="center" gap={8} align="center" data-testid="third-party-login">
        <Tooltip title={t('login.thirdPartyDisabled')}>
          <Button shape="circle" icon={<WechatOutlined />} disabled aria-label={t('login.wechat')} />
        </Tooltip>
        <Typography.Text type="secondary">{t('login.thirdPartyDisabled')}</Typography.Text>
      </Flex>
    </AuthCard>
  );
}
