import type { Auction, Bid } from '@hgsc/contracts';
import { Empty, Table, Tag, Typography } from 'antd';
import { formatMarketDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';

/**
 * The bid log as the reader may see it, newest first: each bid's sequence, bidder (named to the owner and after the
 * close, an alias otherwise), lot, price, quantity and the server's time of receipt; the bids that moved the close and
 * those that stand. Its chain hash is there for whoever checks the award.
 */
export function BidLog({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const list = usePagedTable<Bid, Record<string, never>>(
    [...AUCTIONS_KEY, 'bids', auction.id],
    (params) => auctionApi.bids({ ...params, auctionId: auction.id }),
    {},
  );
  const unitOf = (lineNo: number) => auction.lines.find((l) => l.lineNo === lineNo)?.unit ?? '';
  return (
    <Table<Bid>
      {...list.tableProps}
      size="small"
      data-testid="bid-log"
      locale={{
        emptyText: <Empty description={t(auction.visibility === 'sealed' ? 'auction.log.emptySealed' : 'auction.log.empty')} />,
      }}
      columns={[
        { title: t('auction.log.seq'), dataIndex: 'seq', width: 70 },
        {
          title: t('auction.log.bidder'),
          key: 'bidder',
          render: (_, bid) => (
            <>
              {bid.bidderLabel}
              {bid.mine && <Tag style={{ marginLeft: 4 }}>{t('auction.log.mine')}</Tag>}
            </>
          ),
        },
        ...(auction.lines.length > 1 ? [{ title: t('auction.log.line'), dataIndex: 'lineNo', width: 70 }] : []),
        {
          title: t('auction.log.price'),
          key: 'price',
          align: 'right',
          render: (_, bid) => <span data-testid="bid-log-price">{yuan(bid.price)}</span>,
        },
        {
          title: t('auction.log.quantity'),
          key: 'quantity',
          render: (_, bid) => <Quantity value={bid.quantity} unit={unitOf(bid.lineNo)} />,
        },
        { title: t('auction.log.at'), key: 'at', render: (_, bid) => formatMarketDate(bid.receivedAt, 'MM-DD HH:mm:ss') },
        {
          title: t('auction.log.marks'),
          key: 'marks',
          render: (_, bid) => (
            <>
              {bid.standing && <Tag color="blue">{t('auction.log.standing')}</Tag>}
              {bid.extended && <Tag color="orange">{t('auction.log.extended')}</Tag>}
              <Typography.Text type="secondary" copyable={{ text: bid.hash }} style={{ fontSize: 12 }}>
                {bid.hash.slice(0, 8)}
              </Typography.Text>
            </>
          ),
        },
      ]}
    />
  );
}
