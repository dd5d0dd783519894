import { Button, Card, Form, Input, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSetUserInfo, useUserInfo } from '../../../shared/signed-in-user.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { mobileRules } from '../../../shared/ui/form-rules.ts';
import { userApi } from '../api.ts';
import { SmsCodeField } from '../components/SmsCodeField.tsx';

/** Step 1: a code to the current mobile proves ownership and yields a one-time ticket. */
function VerifyOldMobile({ onVerified }: { onVerified: (ticket: string) => void }) {
  const { t } = useTranslation();
  const { user } = useUserInfo();
  const [form] = Form.useForm<{ code: string }>();
  const { submit, submitting } = useFormSubmit(
    async ({ code }: { code: string }) => onVerified((await userApi.validOldMobile(code.trim())).ticket),
    (error) => applyFieldError(form, error, ['code']),
  );
  return (
    <Form form={form} name="verifyOldMobile" layout="vertical" onFinish={submit} style={{ maxWidth: 440 }}>
      <Form.Item label={t('modifyPhone.oldMobile')}>
        <Typography.Text strong data-testid="old-mobile">
          {user?.mobileMasked}
        </Typography.Text>
      </Form.Item>
      <SmsCodeField sendToOwn={userApi.sendChangeMobileCode} />
      <Button type="primary" htmlType="submit" loading={submitting} data-testid="verify-old-mobile">
        {t('common.next')}
      </Button>
    </Form>
  );
}

/** Step 2: the new mobile, its code and the ticket from step 1. */
function BindNewMobile({ ticket, onDone, onTicketInvalid }: { ticket: string; onDone: () => void; onTicketInvalid: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const setUserInfo = useSetUserInfo();
  const { submit, submitting } = useFormSubmit(
    async (values: { mobile: string; code: string }) => {
      setUserInfo(await userApi.changeMobile({ ticket, mobile: values.mobile.trim(), code: values.code.trim() }));
      showSuccessToast(t('user.mobileChanged'));
      onDone();
    },
    (error) => {
      if (error.field === 'ticket') onTicketInvalid();
      else applyFieldError(form, error, ['mobile', 'code']);
    },
  );
  return (
    <Form form={form} name="bindNewMobile" layout="vertical" onFinish={submit} style={{ maxWidth: 440 }}>
      <Form.Item name="mobile" label={t('modifyPhone.newMobile')} rules={mobileRules(t)}>
        <Input placeholder={t('form.mobilePlaceholder')} maxLength={11} autoComplete="tel" inputMode="numeric" />
      </Form.Item>
      <SmsCodeField sendTo={userApi.sendBindMobileCode} />
      <Button type="primary" htmlType="submit" loading={submitting} data-testid="bind-new-mobile">
        {t('common.submit')}
      </Button>
    </Form>
  );
}

/** /manage/modifyphone: verify the old mobile, then bind the new one. */
export default function ModifyPhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useUserInfo();
  const [step, setStep] = useState(0);
  const [ticket, setTicket] = useState('');
  return (
    <Card title={t('route.manage.modifyphone')}>
      <Steps
        current={step}
        style={{ maxWidth: 640, marginBottom: 32 }}
        items={[{ title: t('modifyPhone.step1') }, { title: t('modifyPhone.step2') }, { title: t('modifyPhone.step3') }]}
      />
      {step === 0 && (
        <VerifyOldMobile
          onVerified={(value) => {
            setTicket(value);
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <BindNewMobile
          ticket={ticket}
          onDone={() => setStep(2)}
          onTicketInvalid={() => {
            setTicket('');
            setStep(0);
          }}
        />
      )}
      {step === 2 && (
        <Result
          status="success"
          title={t('user.mobileChanged')}
          subTitle={t('modifyPhone.doneHint', { mobile: user?.mobileMasked ?? '' })}
          extra={
            <Button type="primary" onClick={() => navigate('/manage/safety')}>
              {t('modifyPhone.backToSafety')}
            </Button>
          }
        />
      )}
    </Card>
  );
}
