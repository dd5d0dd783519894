import { type Auction, unitWords } from '@hgsc/contracts';
import { Table, type TableProps, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMarketDate } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { AUCTION_STATUS_COLOURS } from '../auction-paths.ts';

/** A list of auctions (the hall, a company's, the owner's): each with its lots, start price, times and where it stands. */
export function AuctionTable({
  tableProps,
  pathOf,
  empty,
  actions,
  showOwner = true,
}: {
  tableProps: TableProps<Auction>;
  pathOf: (auction: Auction) => string;
  empty: ReactNode;
  actions?: (auction: Auction) => ReactNode;
  showOwner?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table<Auction>
      {...tableProps}
      data-testid="auctions"
      locale={{ emptyText: empty }}
      scroll={tableProps.dataSource?.length ? { x: 980 } : undefined}
      columns={[
        {
          title: t('auction.list.title'),
          key: 'title',
          width: 230,
          render: (_, auction) => (
            <>
              <Link to={pathOf(auction)} data-testid="auction-title">
                {auction.title}
              </Link>
              <div className="muted">{auction.auctionNo}</div>
            </>
          ),
        },
        ...(showOwner
          ? [
              {
                title: t('auction.list.owner'),
                key: 'owner',
                width: 160,
                ellipsis: true,
                render: (_: unknown, a: Auction) => a.ownerCompanyName,
              },
            ]
          : []),
        {
          title: t('auction.list.lots'),
          key: 'lots',
          width: 190,
          render: (_, auction) =>
            auction.lines.map((line) => (
              <div key={line.lineNo}>
                {line.productName} <Quantity value={line.quantity} unit={line.unit} />
              </div>
            )),
        },
        {
          title: t('auction.list.start'),
          key: 'start',
          width: 120,
          align: 'right',
          render: (_, auction) =>
            auction.lines.map((line) => (
              <div key={line.lineNo}>{`${yuan(line.startPrice)}/${unitWords(line.unit, language)}`}</div>
            )),
        },
        {
          title: t('auction.list.times'),
          key: 'times',
          width: 190,
          render: (_, auction) => (
            <Typography.Text style={{ fontSize: 12 }}>
              {t('auction.list.opens', { at: formatMarketDate(auction.openAt, 'MM-DD HH:mm') })}
              <br />
              {t('auction.list.closes', { at: formatMarketDate(auction.closeAt, 'MM-DD HH:mm') })}
            </Typography.Text>
          ),
        },
        {
          title: t('auction.list.status'),
          key: 'status',
          width: 140,
          render: (_, auction) => (
            <>
              <Tag color={AUCTION_STATUS_COLOURS[auction.status]} data-testid="auction-status">
                {auction.phaseLabel ?? auction.statusLabel}
              </Tag>
              <div className="muted">{auction.directionLabel}</div>
            </>
          ),
        },
        ...(actions
          ? [
              {
                title: t('auction.list.actions'),
                key: 'actions',
                width: 160,
                fixed: 'right' as const,
                render: (_: unknown, a: Auction) => actions(a),
              },
            ]
          : []),
      ]}
    />
  );
}
