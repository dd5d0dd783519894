import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginResult } from '@hgsc/contracts';
import { Button, Flex, Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { applyFieldError } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { required } from '../../../shared/ui/form-rules.ts';
import { captchaApi, userApi } from '../api.ts';
import { CaptchaImage, useCaptchaChallenge, useCaptchaEnabled } from './captcha.tsx';

interface PasswordForm {
  userName: string;
  password: string;
  captchaAnswer?: string;
}

/**
 * Account + password with the image captcha inline (SPEC §5: login requires a captcha verification).
 * `onLoggedIn` decides what a successful login leads to; a rejection counts as a failed try.
 */
export function PasswordLoginForm({
  onLoggedIn,
  initialUserName,
  links,
}: {
  onLoggedIn: (result: LoginResult) => Promise<void> | void;
  initialUserName?: string;
  links?: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordForm>();
  const { enabled } = useCaptchaEnabled();
  const { challenge, loading, refresh } = useCaptchaChallenge(enabled);
  const [submitting, setSubmitting] = useState(false);

  const submit = useThrottledCallback(async (values: PasswordForm) => {
    setSubmitting(true);
    let failed = false;
    try {
      let captchaVerification: string | undefined;
      if (enabled) {
        if (!challenge) return;
        captchaVerification = (await captchaApi.check(challenge.captchaId, values.captchaAnswer ?? '')).captchaVerification;
      }
      const result = await userApi.pwdLogin({ userName: values.userName.trim(), password: values.password, captchaVerification });
      await onLoggedIn(result);
    } catch (error) {
      failed = true;
      if (!isApiError(error)) throw error;
      applyFieldError(form, error, { userName: 'userName', password: 'password', answer: 'captchaAnswer' });
    } finally {
      setSubmitting(false);
      if (failed) {
        // The challenge and any verification are single-use: a new one for the next try.
        form.setFieldValue('captchaAnswer', '');
        if (enabled) refresh();
      }
    }
  });

  return (
    <Form<PasswordForm>
      form={form}
      name="pwdLogin"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      size="large"
      initialValues={{ userName: initialUserName ?? '' }}
    >
      <Form.Item name="userName" label={t('user.userName')} rules={[required(t('form.userNameRequired'))]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.userNamePlaceholder')} autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label={t('user.password')} rules={[required(t('form.passwordRequired'))]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      {enabled && (
        <Form.Item label={t('captcha.answer')} required>
          <Flex gap={8} align="center">
            <Form.Item name="captchaAnswer" noStyle rules={[required(t('captcha.answerRequired'))]}>
              <Input
                data-testid="captcha-answer"
                aria-label={t('captcha.answer')}
                placeholder={t('captcha.answerPlaceholder')}
                autoComplete="off"
                maxLength={10}
              />
            </Form.Item>
            <CaptchaImage svg={challenge?.image} loading={loading} onRefresh={refresh} />
          </Flex>
        </Form.Item>
      )}
      {links}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
