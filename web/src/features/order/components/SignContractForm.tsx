import { Button, Form, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { requiredField } from '../../../shared/ui/form-rules.ts';
import { orderApi } from '../api.ts';

/** SPEC §9: a code may be asked for again after 60 seconds. */
const RESEND_SECONDS = 60;

/**
 * The SMS code field of 签署合同: 获取验证码 sends the code to the signer's mobile (the order's
 * signing code, or `sendCode` — a signing link's), then counts down; `hint` follows the explanation.
 */
export function SignCodeField({
  orderId,
  sendCode,
  hint,
  disabled = false,
}: {
  /** No code can help yet (the company's seal is missing or not approved: said above the field). */
  disabled?: boolean;
  orderId?: number;
  sendCode?: () => Promise<{ resendAfterSeconds?: number } | undefined>;
  hint?: string;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      const sent = sendCode ? await sendCode() : await orderApi.sendSignCode(orderId as number);
      showSuccessToast(t('order.sign.sent'));
      setLeft(sent?.resendAfterSeconds ?? RESEND_SECONDS);
    } catch {
      // The request layer showed why.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('order.sign.hint')}
        {hint ? ` ${hint}` : ''}
      </Typography.Paragraph>
      <Form.Item label={t('order.sign.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[requiredField(t, t('order.sign.code'))]}>
            <Input aria-label={t('order.sign.code')} maxLength={6} autoComplete="one-time-code" data-testid="sign-code" />
          </Form.Item>
          <Button onClick={send} loading={sending} disabled={disabled || left > 0} data-testid="sign-send-code">
            {left > 0 ? t('order.sign.resend', { seconds: left }) : t('order.sign.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
