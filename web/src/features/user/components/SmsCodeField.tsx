import { Flex, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { smsCodeRules } from '../../../shared/ui/form-rules.ts';
import type { SendCodeResult } from '../api.ts';
import { SendCodeButton } from './SendCodeButton.tsx';

type SmsCodeFieldProps =
  /** Sends to the mobile typed in the form's `mobile` field, which is validated first. */
  | { sendTo: (mobile: string, captchaVerification?: string) => Promise<SendCodeResult> }
  /** Sends to the logged-in user's own mobile. */
  | { sendToOwn: (captchaVerification?: string) => Promise<SendCodeResult> };

/** The form's `code` field: the 6-digit SMS code with its "获取验证码" button beside it. */
export function SmsCodeField(props: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
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
        {'sendTo' in props ? (
          <SendCodeButton
            validate={() => form.validateFields(['mobile']).then(() => true)}
            send={(captchaVerification) => props.sendTo(form.getFieldValue('mobile').trim(), captchaVerification)}
          />
        ) : (
          <SendCodeButton send={props.sendToOwn} />
        )}
      </Flex>
    </Form.Item>
  );
}
