import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import type { SendCodeResult } from '../api.ts';
import { CaptchaModal, useCaptchaEnabled } from './captcha.tsx';

/** Seconds until the button may send again; counts down once a second. */
function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

/**
 * "获取验证码": validates what the code goes to, asks for the captcha first (when on), sends the code
 * and then counts down to the resend time the server gives (SPEC §2: resend after seconds).
 */
export function SendCodeButton({
  validate,
  send,
  disabled,
  block,
}: {
  /** Resolves false (or rejects) when the mobile field is not valid yet. */
  validate?: () => Promise<boolean>;
  send: (captchaVerification?: string) => Promise<SendCodeResult>;
  disabled?: boolean;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const { enabled: captchaEnabled } = useCaptchaEnabled();
  const [seconds, setSeconds] = useCountdown();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [sending, setSending] = useState(false);

  const doSend = async (captchaVerification?: string) => {
    setSending(true);
    try {
      const result = await send(captchaVerification);
      setSeconds(result.resendAfterSeconds > 0 ? result.resendAfterSeconds : 60);
      showSuccessToast(t('sms.sentTo', { mobile: result.mobileMasked }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const retry = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      if (typeof retry === 'number' && retry > 0) setSeconds(Math.ceil(retry));
    } finally {
      setSending(false);
      setCaptchaOpen(false);
    }
  };

  const onClick = useThrottledCallback(async () => {
    if (seconds > 0 || sending) return;
    try {
      if (validate && !(await validate())) return;
    } catch {
      return;
    }
    if (captchaEnabled) setCaptchaOpen(true);
    else await doSend();
  });

  return (
    <>
      <Button
        data-testid="send-code"
        disabled={disabled || seconds > 0}
        loading={sending && !captchaOpen}
        onClick={() => onClick()}
        block={block}
        style={{ minWidth: 128 }}
      >
        {seconds > 0 ? t('sms.resendIn', { seconds }) : t('sms.send')}
      </Button>
      <CaptchaModal open={captchaOpen} onSolved={doSend} onCancel={() => setCaptchaOpen(false)} />
    </>
  );
}
