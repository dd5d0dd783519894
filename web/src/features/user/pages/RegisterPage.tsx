import type { UserAgreementType } from '@hgsc/contracts';
import { MOBILE_PATTERN, USER_NAME_PATTERN } from '@hgsc/contracts';
import type { FormRule } from 'antd';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { mobileRules, userNameRules } from '../../../shared/ui/form-rules.ts';
import { AgreementModal, shownVersions, useCurrentAgreements } from '../../agreement/index.ts';
import { userApi } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';

interface RegisterForm {
  userName: string;
  mobile: string;
  code: string;
  password: string;
  confirm: string;
  agree: boolean;
}

/** An on-blur check against the server; a failed check does not block (the server checks again). */
function availabilityRule(
  pattern: RegExp,
  check: (value: string) => Promise<{ available: boolean }>,
  takenMessage: string,
): FormRule {
  return {
    validateTrigger: 'onBlur',
    validator: async (_, value: string | undefined) => {
      const trimmed = value?.trim();
      if (!trimmed || !pattern.test(trimmed)) return;
      let available = true;
      try {
        available = (await check(trimmed)).available;
      } catch {
        return;
      }
      if (!available) throw new Error(takenMessage);
    },
  };
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterForm>();
  const navigate = useNavigate();
  // The agreements shown next to the checkbox; their versions are accepted with the account.
  const agreements = useCurrentAgreements();
  const [reading, setReading] = useState<UserAgreementType | null>(null);
  const { submit, submitting } = useFormSubmit(
    async (values: RegisterForm) => {
      await userApi.register({
        userName: values.userName.trim(),
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        password: values.password,
        ...(agreements.isPending || agreements.isError ? {} : shownVersions(agreements.texts)),
      });
      showSuccessToast(t('user.registered'));
      navigate(`/login?userName=${encodeURIComponent(values.userName.trim())}`, { replace: true });
    },
    (error) => {
      applyFieldError(form, error, ['userName', 'mobile', 'code', 'password']);
      // A newer agreement was published while the form was open (409): load it to be read again.
      if (error.field === 'userAgreementVersion' || error.field === 'privacyVersion') agreements.refetch();
    },
  );

  return (
    <AuthCard title={t('register.title')} width={480}>
      <Form<RegisterForm>
        form={form}
        name="register"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        size="large"
        initialValues={{ agree: false }}
      >
        <Form.Item
          name="userName"
          label={t('user.userName')}
          validateTrigger={['onChange', 'onBlur']}
          extra={t('register.userNameHint')}
          rules={[...userNameRules(t), availabilityRule(USER_NAME_PATTERN, userApi.checkUserName, t('user.userNameTaken'))]}
        >
          <Input placeholder={t('form.userNamePlaceholder')} autoComplete="username" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('user.mobile')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[...mobileRules(t), availabilityRule(MOBILE_PATTERN, userApi.checkMobile, t('user.mobileTaken'))]}
        >
          <Input placeholder={t('form.mobilePlaceholder')} maxLength={11} autoComplete="tel" inputMode="numeric" />
        </Form.Item>
        <SmsCodeField sendTo={userApi.sendRegisterCode} />
        <NewPasswordFields name="password" label={t('user.password')} placeholder={t('form.passwordPlaceholder')} />
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[
            {
              validator: (_, value: boolean) =>
                value ? Promise.resolve() : Promise.reject(new Error(t('register.agreeRequired'))),
            },
          ]}
        >
          <Checkbox data-testid="register-agree">
            {t('register.agreePrefix')}
            {(['user', 'privacy'] as const).map((type, index) => (
              <span key={type}>
                {index > 0 && t('register.agreeAnd')}
                <a
                  className="text-link"
                  href={`#agreement-${type}`}
                  onClick={(event) => {
                    // Reading the text does not tick the box.
                    event.preventDefault();
                    event.stopPropagation();
                    setReading(type);
                  }}
                  data-testid={`register-agreement-${type}`}
                >
                  《{agreements.texts[type]?.title || t(`agreement.type.${type}`)}》
                </a>
              </span>
            ))}
          </Checkbox>
        </Form.Item>
        {reading && <AgreementModal type={reading} agreement={agreements.texts[reading]} open onClose={() => setReading(null)} />}
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
          {t('register.submit')}
        </Button>
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="text-link">
            {t('register.toLogin')}
          </Link>
        </Typography.Paragraph>
      </Form>
    </AuthCard>
  );
}
