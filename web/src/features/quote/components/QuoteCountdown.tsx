import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** What is left of a quote's validity, in words: days and hours, hours and minutes, or minutes and seconds. */
export function timeLeftWords(ms: number, t: ReturnType<typeof useTranslation>['t']): string {
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return t('quote.countdown.days', { d, h });
  if (h > 0) return t('quote.countdown.hours', { h, m });
  return t('quote.countdown.minutes', { m, s: s % 60 });
}

/**
 * The validity's countdown, run from the server's clock (`serverNow` of the answer) and not the browser's: a machine
 * whose clock is off shows the time the server will judge by. Ticks each second; past the moment it says so.
 */
export function QuoteCountdown({ validUntil, serverNow }: { validUntil: string; serverNow: string }) {
  const { t } = useTranslation();
  const [skew] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + skew), 1000);
    return () => window.clearInterval(timer);
  }, [skew]);
  const left = Date.parse(validUntil) - now;
  return left > 0 ? (
    <span className="muted" data-testid="quote-countdown">
      {t('quote.countdown.left', { time: timeLeftWords(left, t) })}
    </span>
  ) : (
    <Typography.Text type="danger" data-testid="quote-countdown">
      {t('quote.countdown.expired')}
    </Typography.Text>
  );
}
