import { AUCTION_OWNER_TABS, type Auction, type AuctionOwnerTab } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';
import { AUCTION_STATUS_COLOURS, auctionPath, ownerAuctionPath } from '../auction-paths.ts';
import { AuctionRules, LotsTable } from '../components/AuctionRules.tsx';
import { AuctionTable } from '../components/AuctionTable.tsx';
import { AwardView } from '../components/AwardView.tsx';
import { BidLog } from '../components/BidLog.tsx';
import { DealContracts } from '../components/DealContracts.tsx';
import { LiveBoard } from '../components/LiveBoard.tsx';
import { SignUpsTable } from '../components/SignUpsTable.tsx';
import { WhiteListCard } from '../components/WhiteListCard.tsx';

/**
 * /manage/bidDemandCtnter 竞价管理: the owner's auctions by tab with their counts and its white list; with ?id= one
 * auction's management — its sign-ups to answer, the live board and log, the award, its rules — and the steps its
 * state allows (edit, submit, cancel).
 */
export default function BidDemandCenterPage() {
  const [search] = useSearchParams();
  return search.has('id') ? <OwnerAuctionPage /> : <OwnerAuctions />;
}

function OwnerAuctions() {
  const { t } = useTranslation();
  const [view, setView] = useState<'auctions' | 'whiteList'>('auctions');
  const [tab, setTab] = useState<AuctionOwnerTab>('drafts');
  const list = usePagedTable<Auction, { keyword: string }>(
    [...AUCTIONS_KEY, 'mine', tab],
    (params) => auctionApi.mine({ ...params, tab }),
    { keyword: '' },
  );
  const counts = useQuery({ queryKey: [...AUCTIONS_KEY, 'counts'], queryFn: auctionApi.counts });
  return (
    <Card
      title={t('route.manage.bidDemandCtnter')}
      extra={
        <Link to="/releaseOrder">
          <Button type="primary" data-testid="auction-new">
            {t('auction.owner.new')}
          </Button>
        </Link>
      }
    >
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key as 'auctions' | 'whiteList')}
        items={[
          {
            key: 'auctions',
            label: <span data-testid="owner-view-auctions">{t('auction.owner.auctions')}</span>,
            children: (
              <>
                <StatusTabs<AuctionOwnerTab>
                  active={tab}
                  onChange={(key) => {
                    setTab(key);
                    list.reset();
                  }}
                  testIdPrefix="owner-tab"
                  tabs={AUCTION_OWNER_TABS.map((key) => ({
                    key,
                    label: t(`auction.owner.tab.${key}`),
                    count: counts.data?.[key] ?? 0,
                  }))}
                />
                <AuctionTable
                  tableProps={list.tableProps}
                  pathOf={(auction) => ownerAuctionPath(auction.id)}
                  showOwner={false}
                  empty={<Empty description={t(`auction.owner.empty.${tab}`)} />}
                  actions={(auction) => (
                    <Space>
                      <Link to={ownerAuctionPath(auction.id)}>{t('auction.owner.manage')}</Link>
                      {auction.signUpsWaiting > 0 && (
                        <Tag color="gold">{t('auction.owner.waiting', { n: auction.signUpsWaiting })}</Tag>
                      )}
                    </Space>
                  )}
                />
              </>
            ),
          },
          {
            key: 'whiteList',
            label: <span data-testid="owner-view-whiteList">{t('auction.owner.whiteList')}</span>,
            children: <WhiteListCard />,
          },
        ]}
      />
    </Card>
  );
}

function OwnerAuctionPage() {
  const { t } = useTranslation();
  return (
    <DetailsById
      queryKey={(id) => [...AUCTIONS_KEY, 'info', id]}
      load={auctionApi.info}
      title={t('route.manage.bidDemandCtnter')}
      notFound={t('auction.detail.notFound')}
      back={{ to: '/manage/bidDemandCtnter', label: t('auction.owner.back') }}
    >
      {(auction) => <OwnerAuction auction={auction} />}
    </DetailsById>
  );
}

function OwnerAuction({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY });
  const live = auction.status === 'published' || auction.status === 'awarded' || auction.status === 'failed';
  return (
    <Card
      title={
        <Space wrap>
          <span data-testid="owner-auction-title">{auction.title}</span>
          <Tag color={AUCTION_STATUS_COLOURS[auction.status]} data-testid="owner-auction-status">
            {auction.phaseLabel ?? auction.statusLabel}
          </Tag>
          <span className="muted" style={{ fontWeight: 'normal' }}>
            {auction.auctionNo}
          </span>
        </Space>
      }
      extra={
        <Space>
          {auction.status === 'draft' && (
            <Button onClick={() => navigate(`/releaseOrder?id=${auction.id}`)} data-testid="owner-edit">
              {t('auction.owner.edit')}
            </Button>
          )}
          {auction.actions.includes('submit') && (
            <Button
              type="primary"
              data-testid="owner-submit"
              onClick={() =>
                confirm({
                  title: t('auction.owner.submitTitle'),
                  content: t('auction.owner.submitContent'),
                  danger: false,
                  onOk: async () => {
                    await auctionApi.submit(auction.id);
                    message.success(t('auction.release.submitted'));
                    await refresh();
                  },
                })
              }
            >
              {t('auction.owner.submit')}
            </Button>
          )}
          {auction.actions.includes('cancel') && (
            <Button danger onClick={() => setCancelling(true)} data-testid="owner-cancel">
              {t('auction.owner.cancel')}
            </Button>
          )}
          {auction.status !== 'draft' && auction.status !== 'pending' && (
            <Link to={auctionPath(auction.id)}>{t('auction.owner.hallPage')}</Link>
          )}
        </Space>
      }
    >
      {auction.status === 'draft' && auction.rejectReason && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="owner-reject-reason"
          title={t('auction.release.sentBack', { reason: auction.rejectReason })}
        />
      )}
      {auction.status === 'pending' && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('auction.owner.pending')} />
      )}
      {auction.status === 'cancelled' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('auction.turn.cancelled', { reason: auction.cancelReason ?? '' })}
        />
      )}
      <Tabs
        items={[
          ...(auction.status === 'published' || live
            ? [
                {
                  key: 'signUps',
                  label: (
                    <span data-testid="owner-tab-signUps">
                      {t('auction.owner.signUps')}
                      {auction.signUpsWaiting > 0 && ` (${auction.signUpsWaiting})`}
                    </span>
                  ),
                  children: <SignUpsTable auction={auction} />,
                },
                {
                  key: 'board',
                  label: <span data-testid="owner-tab-board">{t('auction.owner.board')}</span>,
                  children: (
                    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                      <LiveBoard auction={auction} />
                      <BidLog auction={auction} />
                    </Space>
                  ),
                },
              ]
            : []),
          ...(auction.award
            ? [
                {
                  key: 'award',
                  label: <span data-testid="owner-tab-award">{t('auction.owner.award')}</span>,
                  children: (
                    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                      <AwardView auction={auction} />
                      <DealContracts auctionId={auction.id} direction={auction.direction} />
                    </Space>
                  ),
                },
              ]
            : []),
          {
            key: 'rules',
            label: <span data-testid="owner-tab-rules">{t('auction.owner.rules')}</span>,
            children: (
              <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                <AuctionRules auction={auction} />
                <LotsTable auction={auction} />
              </Space>
            ),
          },
        ]}
      />
      {cancelling && <CancelModal auction={auction} onClose={() => setCancelling(false)} onDone={refresh} />}
    </Card>
  );
}

function CancelModal({ auction, onClose, onDone }: { auction: Auction; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormModal<{ reason: string }>
      title={t('auction.owner.cancelTitle', { title: auction.title })}
      form={form}
      name="auction-cancel"
      testId="auction-cancel"
      intro={<Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('auction.owner.cancelIntro')} />}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        await auctionApi.cancel(auction.id, reason);
        message.success(t('auction.owner.cancelled'));
        await onDone();
      }}
    >
      <Form.Item
        name="reason"
        label={t('auction.owner.reason')}
        rules={[{ required: true, whitespace: true, message: t('auction.owner.reasonRequired') }]}
      >
        <Input.TextArea maxLength={200} rows={3} />
      </Form.Item>
    </FormModal>
  );
}
