import { Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { waitedLong, waitedSince } from './waited.ts';

/** How long a transfer has waited for the keeper, in words; a day or more stands out. */
export function WaitedFor({ since }: { since: string }) {
  const { t } = useTranslation();
  const waited = waitedSince(since, new Date());
  return (
    <Typography.Text type={waitedLong(waited) ? 'danger' : 'secondary'} style={{ fontSize: 12 }} data-testid="transfer-waited">
      {waited.unit === 'justNow'
        ? t('receiptTrade.keeper.waited.justNow')
        : t(`receiptTrade.keeper.waited.${waited.unit}`, { count: waited.count })}
    </Typography.Text>
  );
}
