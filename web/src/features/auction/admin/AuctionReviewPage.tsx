import type { Auction } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Empty, Form, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { formatMarketDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { NodeLogTimeline, nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { useTabTotals } from '../../../shared/ui/useTabTotals.ts';
import { DetailLink, ROW_LINK_STYLE } from '../../audit/index.ts';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';
import { AUCTION_STATUS_COLOURS } from '../auction-paths.ts';
import { AuctionRules, LotsTable } from '../components/AuctionRules.tsx';

type Tab = 'pending' | 'reviewed';
const TABS: readonly Tab[] = ['pending', 'reviewed'];
type Filter = { tab: Tab };
const REVIEW_KEY = [...AUCTIONS_KEY, 'review'] as const;
const infoKey = (id: number) => [...AUCTIONS_KEY, 'info', id] as const;

/** The server's limit of a reason. */
const REASON_MAX = 200;
/** Dates on the market's clock (Beijing time), to the minute. */
const at = (value: string | null | undefined) => formatMarketDate(value, 'YYYY-MM-DD HH:mm');

/** The auction's status, and where it stands by the clock while published. */
function AuctionStatus({ auction }: { auction: Auction }) {
  return (
    <Space size={4} wrap>
      <Tag color={AUCTION_STATUS_COLOURS[auction.status]} data-testid="auction-status" data-status={auction.status}>
        {auction.statusLabel}
      </Tag>
      {auction.phaseLabel && (
        <Tag
          color={auction.phase === 'bidding' ? 'processing' : undefined}
          data-testid="auction-phase"
          data-phase={auction.phase}
        >
          {auction.phaseLabel}
        </Tag>
      )}
    </Space>
  );
}

/** A lot in one line: the product, its quantity with the unit. */
function LotName({ line }: { line: Auction['lines'][number] }) {
  return (
    <>
      {line.productName}
      {line.spec ? ` ${line.spec}` : ''} <Quantity value={line.quantity} unit={line.unit} />
    </>
  );
}

/** The operator's steps on one auction: 通过 (asked first), 退回 and 取消 (each with its reason), and their dialogs. */
function useReviewSteps() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<Auction | null>(null);
  const [cancelling, setCancelling] = useState<Auction | null>(null);

  const refresh = (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: nodeLogKey('auction', id) }),
    ]);

  const approve = (auction: Auction) =>
    confirm({
      title: t('auctionConsole.approve.title', { title: auction.title, no: auction.auctionNo }),
      content: t('auctionConsole.approve.content', {
        owner: auction.ownerCompanyName,
        signup: at(auction.signupStart),
        open: at(auction.openAt),
      }),
      okText: t('auctionConsole.approve.ok'),
      okTestId: 'auction-approve-ok',
      onOk: async () => {
        try {
          const published = await auctionApi.approve(auction.id);
          showSuccessToast(t('auctionConsole.approve.done', { no: published.auctionNo, status: published.statusLabel }));
        } finally {
          await refresh(auction.id);
        }
      },
    });

  const dialogs = (
    <>
      {rejecting && (
        <ReasonModal
          key={`reject-${rejecting.id}`}
          title={t('auctionConsole.reject.title', { title: rejecting.title, no: rejecting.auctionNo })}
          intro={t('auctionConsole.reject.intro', { owner: rejecting.ownerCompanyName })}
          label={t('auctionConsole.reject.reason')}
          requiredMessage={t('auctionConsole.reject.required')}
          okText={t('auctionConsole.reject.ok')}
          testId="auction-reject-form"
          onSubmit={async (reason) => {
            try {
              const back = await auctionApi.reject(rejecting.id, reason);
              showSuccessToast(t('auctionConsole.reject.done', { no: back.auctionNo }));
            } finally {
              await refresh(rejecting.id);
            }
          }}
          onClose={() => setRejecting(null)}
        />
      )}
      {cancelling && (
        <ReasonModal
          key={`cancel-${cancelling.id}`}
          title={t('auctionConsole.cancel.title', { title: cancelling.title, no: cancelling.auctionNo })}
          intro={t('auctionConsole.cancel.intro')}
          label={t('auctionConsole.cancel.reason')}
          requiredMessage={t('auctionConsole.cancel.required')}
          okText={t('auctionConsole.cancel.ok')}
          testId="auction-cancel-form"
          onSubmit={async (reason) => {
            try {
              const cancelled = await auctionApi.operatorCancel(cancelling.id, reason);
              showSuccessToast(t('auctionConsole.cancel.done', { no: cancelled.auctionNo }));
            } finally {
              await refresh(cancelling.id);
            }
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );

  return { approve, reject: setRejecting, cancel: setCancelling, dialogs };
}
type ReviewSteps = ReturnType<typeof useReviewSteps>;

/** A reason the owner will read (退回, 取消): required, at most 200 characters. Mounted per opening. */
function ReasonModal({
  title,
  intro,
  label,
  requiredMessage,
  okText,
  testId,
  onSubmit,
  onClose,
}: {
  title: ReactNode;
  intro: ReactNode;
  label: string;
  requiredMessage: string;
  okText: string;
  /** The OK button is `${testId}-ok`, the field `${testId}-reason`. */
  testId: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormModal<{ reason: string }>
      title={title}
      okText={okText}
      testId={testId}
      onClose={onClose}
      onSubmit={({ reason }) => onSubmit(reason.trim())}
      form={form}
      name={testId}
      fields={['reason']}
      intro={<Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
    >
      <Form.Item name="reason" label={label} rules={[requiredText(requiredMessage)]}>
        <Input.TextArea rows={4} maxLength={REASON_MAX} showCount data-testid={`${testId}-reason`} />
      </Form.Item>
    </FormModal>
  );
}

/** The steps the server lets the operator take on an auction, as row links or as the drawer's buttons. */
function StepButtons({ auction, steps, inRow }: { auction: Auction; steps: ReviewSteps; inRow: boolean }) {
  const { t } = useTranslation();
  const look = inRow ? ({ type: 'link', style: ROW_LINK_STYLE } as const) : ({} as const);
  const aria = (action: string) => (inRow ? t('auctionConsole.actionOf', { action, no: auction.auctionNo }) : undefined);
  return (
    <>
      {auction.actions.includes('approve') && (
        <Button
          {...look}
          {...(inRow ? {} : { type: 'primary' as const })}
          onClick={() => steps.approve(auction)}
          aria-label={aria(t('auctionConsole.approve.ok'))}
          data-testid="auction-approve"
        >
          {t('auctionConsole.approve.ok')}
        </Button>
      )}
      {auction.actions.includes('reject') && (
        <Button
          {...look}
          onClick={() => steps.reject(auction)}
          aria-label={aria(t('auctionConsole.reject.ok'))}
          data-testid="auction-reject"
        >
          {t('auctionConsole.reject.ok')}
        </Button>
      )}
      {auction.actions.includes('cancel') && (
        <Button
          {...look}
          danger
          onClick={() => steps.cancel(auction)}
          aria-label={aria(t('auctionConsole.cancel.ok'))}
          data-testid="auction-cancel"
        >
          {t('auctionConsole.cancel.ok')}
        </Button>
      )}
    </>
  );
}

/** 查看: every rule, lot and time of one auction, the reasons it was sent back or cancelled, its log, and the steps. */
function AuctionDrawer({ row, steps, onClose }: { row: Auction; steps: ReviewSteps; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useQuery({ queryKey: infoKey(row.id), queryFn: () => auctionApi.info(row.id), placeholderData: row });
  const auction = info.data ?? row;
  return (
    <Drawer
      open
      width={880}
      title={t('auctionConsole.drawer.title', { no: auction.auctionNo })}
      onClose={onClose}
      data-testid="auction-review-drawer"
      extra={
        <Space>
          <StepButtons auction={auction} steps={steps} inRow={false} />
        </Space>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>{auction.title}</Typography.Text>
          <AuctionStatus auction={auction} />
        </Space>
        {auction.rejectReason && (
          <Alert
            type="warning"
            showIcon
            title={t('auctionConsole.rejectedWhy', { reason: auction.rejectReason })}
            data-testid="auction-reject-reason"
          />
        )}
        {auction.cancelReason && (
          <Alert
            type="warning"
            showIcon
            title={t('auctionConsole.cancelledWhy', { reason: auction.cancelReason })}
            data-testid="auction-cancel-reason"
          />
        )}
        <AuctionRules auction={auction} />
        <LotsTable auction={auction} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('auctionConsole.section.log')}
        </Typography.Title>
        <NodeLogTimeline
          bizType="auction"
          bizId={auction.id}
          console
          actionLabel={(action) => t(`auctionConsole.log.${action}`, { defaultValue: action })}
          roleLabel={(role) => t(`auctionConsole.role.${role}`, { defaultValue: role })}
        />
      </Space>
    </Drawer>
  );
}

/**
 * /admin/auctions 竞价审核: the auctions owners submitted, waiting for review or reviewed, each with its owner, lots,
 * times, deposit and status; 查看 shows every rule (the reserve price too) and its log. 通过 publishes it (asked first),
 * 退回 sends it back to its owner as a draft and 取消 cancels it before bidding opens, each with the reason the owner
 * reads. Which steps a row offers is the server's answer (`actions`).
 */
export default function AuctionReviewPage() {
  const { t } = useTranslation();
  const list = usePagedTable<Auction, Filter>(
    REVIEW_KEY,
    ({ tab, ...page }) => auctionApi.reviewList({ ...page, pending: tab !== 'reviewed' }),
    { tab: 'pending' },
  );
  const { filter } = list;
  const countOf = useTabTotals([...REVIEW_KEY, 'count'], TABS, (tab) =>
    auctionApi.reviewList({ current: 1, size: 10, pending: tab === 'pending' }),
  );
  const steps = useReviewSteps();
  const [open, setOpen] = useState<Auction | null>(null);

  const columns: ColumnsType<Auction> = [
    {
      title: t('auctionConsole.col.auction'),
      key: 'auction',
      width: 220,
      render: (_, auction) => (
        <>
          <DetailLink onClick={() => setOpen(auction)}>{auction.auctionNo}</DetailLink>
          <br />
          <span data-testid="auction-title">{auction.title}</span>
        </>
      ),
    },
    { title: t('auctionConsole.col.owner'), key: 'owner', width: 180, render: (_, auction) => auction.ownerCompanyName },
    {
      title: t('auctionConsole.col.direction'),
      key: 'direction',
      width: 150,
      render: (_, auction) => (
        <>
          {auction.directionLabel}
          <br />
          {secondary(t(`auctionVisibility.${auction.visibility}`))}
        </>
      ),
    },
    {
      title: t('auctionConsole.col.lots'),
      key: 'lots',
      width: 260,
      render: (_, auction) => (
        <Space direction="vertical" size={2}>
          {auction.lines.map((line) => (
            <span key={line.lineNo}>
              <LotName line={line} />
              <br />
              {secondary(t('auctionConsole.startPrice', { price: yuan(line.startPrice), unit: line.unit }))}
            </span>
          ))}
        </Space>
      ),
    },
    {
      title: t('auctionConsole.col.times'),
      key: 'times',
      width: 250,
      render: (_, auction) => (
        <>
          {t('auctionConsole.time.signup', { from: at(auction.signupStart), to: at(auction.signupEnd) })}
          <br />
          {t('auctionConsole.time.open', { at: at(auction.openAt) })}
          <br />
          {t('auctionConsole.time.close', { at: at(auction.closeAt) })}
        </>
      ),
    },
    {
      title: t('auctionConsole.col.deposit'),
      key: 'deposit',
      width: 130,
      align: 'right',
      render: (_, auction) =>
        auction.depositAmount === null ? (
          t('auctionConsole.deposit.none')
        ) : (
          <>
            <Typography.Text strong>{yuan(auction.depositAmount)}</Typography.Text>
            {auction.deposit.type === 'percent' && (
              <>
                <br />
                {secondary(t('auctionConsole.deposit.percentShort', { percent: auction.deposit.value ?? '-' }))}
              </>
            )}
          </>
        ),
    },
    {
      title: t('auctionConsole.col.status'),
      key: 'status',
      width: 170,
      render: (_, auction) => (
        <>
          <AuctionStatus auction={auction} />
          {auction.cancelReason ? (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 12 }}>
              {t('auctionConsole.cancelledWhy', { reason: auction.cancelReason })}
            </Typography.Paragraph>
          ) : (
            auction.rejectReason && (
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 12 }}>
                {t('auctionConsole.rejectedWhy', { reason: auction.rejectReason })}
              </Typography.Paragraph>
            )
          )}
        </>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, auction) => (
        <Space size={[12, 4]} wrap>
          <Button
            type="link"
            style={ROW_LINK_STYLE}
            onClick={() => setOpen(auction)}
            aria-label={t('auctionConsole.actionOf', { action: t('auctionConsole.view'), no: auction.auctionNo })}
            data-testid="auction-view"
          >
            {t('auctionConsole.view')}
          </Button>
          <StepButtons auction={auction} steps={steps} inRow />
        </Space>
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <Card title={t('route.admin.auctions')}>
      <StatusTabs<Tab>
        tabs={TABS.map((tab) => ({ key: tab, label: t(`auctionConsole.review.tab.${tab}`), count: countOf(tab) }))}
        active={filter.tab}
        onChange={(tab) => list.search({ tab })}
        testIdPrefix="auction-review-tab"
      />
      <Table<Auction>
        {...list.tableProps}
        columns={columns}
        onRow={(auction) => ({ 'data-testid': 'auction-review-row', 'data-id': auction.id }) as HTMLAttributes<HTMLElement>}
        scroll={list.tableProps.dataSource?.length ? { x: tableWidth } : undefined}
        locale={{ emptyText: <Empty description={t(`auctionConsole.review.empty.${filter.tab}`)} /> }}
        data-testid="auction-review-table"
      />
      {open && <AuctionDrawer key={open.id} row={open} steps={steps} onClose={() => setOpen(null)} />}
      {steps.dialogs}
    </Card>
  );
}
