import { type Bid, SIGN_UP_STATUSES, type SignUp, type SignUpStatus } from '@hgsc/contracts';
import { Card, Empty, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMarketDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';
import { auctionPath, plainDecimal, SIGN_UP_STATUS_COLOURS } from '../auction-paths.ts';

type MyBid = Bid & { auctionNo: string; auctionTitle: string };

/**
 * /myBidDemand 我的竞价: the company's sign-ups (where each stands, its deposit, the reason of a refusal, the way to
 * its auction to pay, withdraw or bid) and its bids across auctions.
 */
export default function MyBidDemandPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'signUps' | 'bids'>('signUps');
  return (
    <Card title={t('route.myBidDemand')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'signUps' | 'bids')}
        items={[
          {
            key: 'signUps',
            label: <span data-testid="my-tab-signUps">{t('auction.mine.signUps')}</span>,
            children: <MySignUps />,
          },
          { key: 'bids', label: <span data-testid="my-tab-bids">{t('auction.mine.bids')}</span>, children: <MyBids /> },
        ]}
      />
    </Card>
  );
}

function MySignUps() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SignUpStatus | undefined>(undefined);
  const list = usePagedTable<SignUp, Record<string, never>>(
    [...AUCTIONS_KEY, 'mySignUps', status ?? 'all'],
    (params) => auctionApi.mySignUps({ ...params, ...(status ? { status } : {}) }),
    {},
  );
  return (
    <>
      <Select<SignUpStatus | undefined>
        allowClear
        style={{ width: 200, marginBottom: 12 }}
        placeholder={t('auction.mine.statusFilter')}
        aria-label={t('auction.mine.statusFilter')}
        value={status}
        onChange={(value) => {
          setStatus(value);
          list.reset();
        }}
        options={SIGN_UP_STATUSES.map((s) => ({ value: s, label: t(`auction.signUpStatus.${s}`) }))}
      />
      <Table<SignUp>
        {...list.tableProps}
        data-testid="my-sign-ups"
        locale={{ emptyText: <Empty description={t('auction.mine.noSignUps')} /> }}
        columns={[
          {
            title: t('auction.list.title'),
            key: 'auction',
            render: (_, s) => (
              <>
                <Link to={auctionPath(s.auctionId)} data-testid="my-sign-up-auction">
                  {s.auctionTitle}
                </Link>
                <div className="muted">{s.auctionNo}</div>
              </>
            ),
          },
          {
            title: t('auction.signUp.status'),
            key: 'status',
            render: (_, s) => (
              <>
                <Tag color={SIGN_UP_STATUS_COLOURS[s.status]} data-testid="my-sign-up-status">
                  {s.statusLabel}
                </Tag>
                {s.rejectReason && <div className="muted">{t('auction.mine.reason', { reason: s.rejectReason })}</div>}
              </>
            ),
          },
          {
            title: t('auction.signUp.deposit'),
            key: 'deposit',
            render: (_, s) => (
              <>
                {s.depositAmount ? `${yuan(s.depositAmount)} · ` : ''}
                <span data-testid="my-sign-up-deposit">{s.depositLabel}</span>
                {s.depositRefuseReason && (
                  <div className="muted">{t('auction.mine.reason', { reason: s.depositRefuseReason })}</div>
                )}
                {s.depositNote && (
                  <div className="muted" data-testid="my-sign-up-deposit-note">
                    {s.depositNote}
                  </div>
                )}
              </>
            ),
          },
          { title: t('auction.mine.appliedAt'), key: 'at', render: (_, s) => formatMarketDate(s.appliedAt, 'YYYY-MM-DD HH:mm') },
          {
            title: t('auction.list.actions'),
            key: 'actions',
            render: (_, s) => (
              <Link to={auctionPath(s.auctionId)}>{s.actions.length ? t('auction.mine.act') : t('auction.mine.view')}</Link>
            ),
          },
        ]}
      />
    </>
  );
}

function MyBids() {
  const { t } = useTranslation();
  const list = usePagedTable<MyBid, Record<string, never>>(
    [...AUCTIONS_KEY, 'myBids'],
    (params) => auctionApi.myBids(params),
    {},
  );
  return (
    <Table<MyBid>
      {...list.tableProps}
      data-testid="my-bids"
      locale={{ emptyText: <Empty description={t('auction.mine.noBids')} /> }}
      columns={[
        {
          title: t('auction.list.title'),
          key: 'auction',
          render: (_, b) => (
            <>
              <Link to={auctionPath(b.auctionId)}>{b.auctionTitle}</Link>
              <div className="muted">{b.auctionNo}</div>
            </>
          ),
        },
        { title: t('auction.log.seq'), dataIndex: 'seq', width: 70 },
        { title: t('auction.log.line'), dataIndex: 'lineNo', width: 70 },
        { title: t('auction.log.price'), key: 'price', align: 'right', render: (_, b) => yuan(b.price) },
        { title: t('auction.log.quantity'), key: 'quantity', render: (_, b) => plainDecimal(b.quantity) },
        { title: t('auction.log.at'), key: 'at', render: (_, b) => formatMarketDate(b.receivedAt, 'MM-DD HH:mm:ss') },
        {
          title: t('auction.log.marks'),
          key: 'marks',
          render: (_, b) => (
            <>
              {b.standing && <Tag color="blue">{t('auction.log.standing')}</Tag>}
              {b.extended && <Tag color="orange">{t('auction.log.extended')}</Tag>}
            </>
          ),
        },
      ]}
    />
  );
}
