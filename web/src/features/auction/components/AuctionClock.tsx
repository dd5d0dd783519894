import type { Auction } from '@hgsc/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { timeLeftWords, useServerClock } from '../../../shared/ui/Countdown.tsx';

/**
 * Where an auction stands by the server's clock: the time to the sign-up's start or end, to the opening, or to the
 * close (as late bids moved it, with how many times), red in the last minutes; once past, that it closed.
 */
export function AuctionClock({
  auction,
  closeAt,
  serverNow,
  extensions,
}: {
  auction: Auction;
  closeAt: string;
  serverNow: string;
  extensions: number;
}) {
  const { t } = useTranslation();
  const now = useServerClock(serverNow);
  if (auction.status !== 'published')
    return (
      <Typography.Text type="secondary" data-testid="auction-clock">
        {auction.statusLabel}
      </Typography.Text>
    );
  const [key, at] =
    now < Date.parse(auction.signupStart)
      ? (['auction.clock.signupStarts', auction.signupStart] as const)
      : now < Date.parse(auction.signupEnd)
        ? (['auction.clock.signupEnds', auction.signupEnd] as const)
        : now < Date.parse(auction.openAt)
          ? (['auction.clock.opens', auction.openAt] as const)
          : now < Date.parse(closeAt)
            ? (['auction.clock.closes', closeAt] as const)
            : (['auction.clock.closed', closeAt] as const);
  const left = Date.parse(at) - now;
  const urgent = key === 'auction.clock.closes' && left < 5 * 60_000;
  return (
    <Space size={4} data-testid="auction-clock">
      {key === 'auction.clock.closed' ? (
        <Typography.Text type="danger">{t(key)}</Typography.Text>
      ) : (
        <Typography.Text type={urgent ? 'danger' : undefined} strong={urgent}>
          {t(key, { time: timeLeftWords(left, t) })}
        </Typography.Text>
      )}
      {extensions > 0 && (
        <Tag color="orange" data-testid="auction-extended">
          {t('auction.clock.extended', { n: extensions })}
        </Tag>
      )}
    </Space>
  );
}
