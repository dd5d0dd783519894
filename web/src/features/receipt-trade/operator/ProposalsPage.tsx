import {
  RECEIPT_PROPOSAL_STATUSES,
  type ReceiptProposal,
  type ReceiptProposalStatus,
  receiptProposalStatusLabelKey,
} from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Empty, Flex, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { NodeLogTimeline } from '../../../shared/ui/NodeLogTimeline.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { ListSearch } from '../../admin/index.ts';
import { DetailLink, ROW_LINK_STYLE } from '../../audit/index.ts';
import { assistOrderApi, RECEIPT_PROPOSALS_KEY } from '../api.ts';
import { ReasonModal } from '../orders/ReasonModal.tsx';
import { ProposalFacts } from '../proposals/ProposalFacts.tsx';
import { AssistOrderDrawer } from './AssistOrderDrawer.tsx';

type Status = ReceiptProposalStatus | 'all';
type Filter = { status: Status; keyword: string };
const ADMIN_KEY = [...RECEIPT_PROPOSALS_KEY, 'admin'] as const;

function StatusTag({ proposal }: { proposal: ReceiptProposal }) {
  const { t } = useTranslation();
  if (proposal.expired) return <Tag>{t('receiptProposal.expiredTag')}</Tag>;
  return (
    <Tag color={proposal.status === 'proposed' ? 'orange' : proposal.status === 'confirmed' ? 'green' : undefined}>
      {proposal.statusLabel}
    </Tag>
  );
}

/** One entered order in a drawer: its facts, what became of it and why, its log, and 撤回 while the buyer has not answered. */
function ProposalDrawer({
  id,
  onClose,
  onWithdraw,
}: {
  id: number;
  onClose: () => void;
  onWithdraw: (p: ReceiptProposal) => void;
}) {
  const { t } = useTranslation();
  const proposal = useQuery({ queryKey: [...ADMIN_KEY, 'info', id], queryFn: () => assistOrderApi.info(id) });
  const data = proposal.data;
  return (
    <Drawer
      open
      width={760}
      title={data ? t('receiptProposal.drawerTitle', { no: data.proposalNo }) : ''}
      onClose={onClose}
      data-testid="proposal-admin-drawer"
      extra={
        data?.actions.includes('withdraw') && (
          <Button danger onClick={() => onWithdraw(data)} data-testid="proposal-withdraw">
            {t('receiptProposal.withdraw.ok')}
          </Button>
        )
      }
    >
      {data && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Space>
            <Typography.Text strong>{data.buyerCompanyName}</Typography.Text>
            <StatusTag proposal={data} />
          </Space>
          {data.status === 'proposed' && !data.expired && (
            <Alert
              type="info"
              showIcon
              title={t('receiptProposal.waitingBuyer', { deadline: formatDate(data.expiresAt, 'YYYY-MM-DD HH:mm') })}
            />
          )}
          {data.endReason && <Alert type="warning" showIcon title={t('receiptProposal.endedWhy', { reason: data.endReason })} />}
          {data.orderNo && <Alert type="success" showIcon title={t('receiptProposal.becameOrder', { orderNo: data.orderNo })} />}
          <ProposalFacts proposal={data} columns={2} />
          <NodeLogTimeline
            bizType="receiptProposal"
            bizId={data.id}
            console
            actionLabel={(action) => t(`receiptProposal.log.${action}` as 'receiptProposal.log.propose')}
            roleLabel={(role) => t(`receiptProposal.role.${role}` as 'receiptProposal.role.buyer')}
          />
        </Space>
      )}
    </Drawer>
  );
}

/**
 * /admin/wr/proposals 代客下单: the orders operators entered for buyers on the phone, by status and by number or buyer,
 * newest first, each with what became of it (confirmed into an application, refused with the buyer's reason,
 * withdrawn, lapsed); 代客下单 opens the form, 撤回 takes back one the buyer has not answered, saying why.
 */
export default function ProposalsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = usePagedTable<ReceiptProposal, Filter>(
    ADMIN_KEY,
    ({ status, ...rest }) => assistOrderApi.list({ ...rest, ...(status && status !== 'all' ? { status } : {}) }),
    { status: 'all', keyword: '' },
  );
  const { filter } = list;
  const [entering, setEntering] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [withdrawing, setWithdrawing] = useState<ReceiptProposal | null>(null);

  const columns: ColumnsType<ReceiptProposal> = [
    {
      title: t('receiptProposal.col.no'),
      key: 'no',
      width: 190,
      render: (_, row) => (
        <>
          <DetailLink onClick={() => setOpenId(row.id)}>{row.proposalNo}</DetailLink>
          <br />
          {secondary(
            t('receiptProposal.enteredAt', { name: row.proposedByName, at: formatDate(row.createdAt, 'YYYY-MM-DD HH:mm') }),
          )}
        </>
      ),
    },
    { title: t('receiptProposal.col.status'), key: 'status', width: 120, render: (_, row) => <StatusTag proposal={row} /> },
    {
      title: t('receiptProposal.buyer'),
      key: 'buyer',
      width: 200,
      render: (_, row) => (
        <>
          {row.buyerCompanyName}
          <br />
          {secondary(`${row.callerName} ${row.callerPhone}`)}
        </>
      ),
    },
    {
      title: t('receiptProposal.col.goods'),
      key: 'goods',
      width: 170,
      ellipsis: true,
      render: (_, row) => (
        <>
          <ProductWithGrade name={row.productName} grade={row.grade} />
          <br />
          {secondary(row.sellerCompanyName)}
        </>
      ),
    },
    {
      title: t('receiptProposal.col.money'),
      key: 'money',
      width: 150,
      align: 'right',
      render: (_, row) => (
        <>
          <Typography.Text strong>{yuan(row.amount)}</Typography.Text>
          <br />
          <Quantity value={row.quantity} unit={row.unit} />
        </>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <Space size={[12, 4]} wrap>
          <Button type="link" style={ROW_LINK_STYLE} onClick={() => setOpenId(row.id)}>
            {t('receiptTrade.orders.view')}
          </Button>
          {row.actions.includes('withdraw') && (
            <Button
              type="link"
              danger
              style={ROW_LINK_STYLE}
              onClick={() => setWithdrawing(row)}
              data-testid={`proposal-withdraw-${row.id}`}
            >
              {t('receiptProposal.withdraw.ok')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <Card
      title={t('route.admin.wrProposals')}
      extra={
        <Button type="primary" onClick={() => setEntering(true)} data-testid="proposal-new">
          {t('receiptProposal.save.title')}
        </Button>
      }
    >
      <Flex gap={12} wrap align="flex-start">
        <Select<Status>
          value={filter.status}
          onChange={(status) => list.search({ ...filter, status })}
          aria-label={t('receiptProposal.col.status')}
          style={{ width: 200 }}
          options={(['all', ...RECEIPT_PROPOSAL_STATUSES] as const).map((status) => ({
            value: status,
            label: status === 'all' ? t('receiptTrade.operator.tabAll') : t(receiptProposalStatusLabelKey(status)),
          }))}
        />
        <ListSearch
          label={t('receiptProposal.search')}
          placeholder={t('receiptProposal.search')}
          testId="proposal-admin-search"
          maxLength={50}
          width={320}
          onSearch={(keyword) => list.search({ ...filter, keyword: keyword.trim() })}
        />
      </Flex>
      <Table<ReceiptProposal>
        {...list.tableProps}
        columns={columns}
        scroll={list.tableProps.dataSource?.length ? { x: tableWidth } : undefined}
        locale={{
          emptyText: <Empty description={t(filter.keyword ? 'receiptTrade.orders.emptySearch' : 'receiptProposal.adminEmpty')} />,
        }}
        data-testid="proposal-admin-table"
      />
      {entering && <AssistOrderDrawer onClose={() => setEntering(false)} />}
      {openId !== null && <ProposalDrawer key={openId} id={openId} onClose={() => setOpenId(null)} onWithdraw={setWithdrawing} />}
      {withdrawing && (
        <ReasonModal
          key={withdrawing.id}
          title={t('receiptProposal.withdraw.title', { no: withdrawing.proposalNo })}
          intro={t('receiptProposal.withdraw.intro', { buyer: withdrawing.buyerCompanyName })}
          label={t('receiptProposal.withdraw.reason')}
          requiredMessage={t('receiptProposal.withdraw.required')}
          okText={t('receiptProposal.withdraw.ok')}
          testId="proposal-withdraw-modal"
          onSubmit={async (reason) => {
            await assistOrderApi.withdraw(withdrawing.id, reason);
            showSuccessToast(t('receiptProposal.withdrawnOk'));
            await queryClient.invalidateQueries({ queryKey: RECEIPT_PROPOSALS_KEY });
          }}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </Card>
  );
}
