import { Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { timeLeftWords, useServerClock } from '../../../shared/ui/Countdown.tsx';

/** The validity's countdown, run from the server's clock (`serverNow` of the answer); past the moment it says so. */
export function QuoteCountdown({ validUntil, serverNow }: { validUntil: string; serverNow: string }) {
  const { t } = useTranslation();
  const now = useServerClock(serverNow);
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
