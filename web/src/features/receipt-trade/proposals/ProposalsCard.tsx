import { RECEIPT_PROPOSAL_TABS, type ReceiptProposal, type ReceiptProposalTab } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Pagination, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';
import { LISTINGS_KEY, RECEIPT_ORDERS_KEY, RECEIPT_PROPOSALS_KEY, receiptProposalApi } from '../api.ts';
import { useMayTrade } from '../components/useMayTrade.ts';
import { ReasonModal } from '../orders/ReasonModal.tsx';
import { ProposalFacts, repriced } from './ProposalFacts.tsx';

const PAGE_SIZE = 10;

/** Whose turn and why not: waiting in time (the buyer's), out of time, repriced, or ended (its status and reason). */
function ProposalState({ proposal }: { proposal: ReceiptProposal }) {
  const { t } = useTranslation();
  if (proposal.status !== 'proposed')
    return (
      <Typography.Text type="secondary" data-testid="proposal-ended">
        {proposal.endReason ? t('receiptProposal.endedWhy', { reason: proposal.endReason }) : null}
        {proposal.orderNo ? t('receiptProposal.becameOrder', { orderNo: proposal.orderNo }) : null}
      </Typography.Text>
    );
  if (proposal.expired) return <Alert type="warning" showIcon title={t('receiptProposal.expiredHint')} />;
  if (repriced(proposal))
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="proposal-repriced"
        title={t('receiptProposal.repricedHint', { was: yuan(proposal.unitPrice), now: yuan(proposal.listingUnitPrice) })}
      />
    );
  return (
    <Typography.Text strong data-testid="proposal-turn">
      {t('receiptProposal.yourTurn', { deadline: formatDate(proposal.expiresAt, 'YYYY-MM-DD HH:mm') })}
    </Typography.Text>
  );
}

/**
 * 平台代客录入的订单, above the buyer's applications (/manage/toApplyFor): the orders the operator entered for the
 * company after a phone call. Each says what was entered, by whom, for whom, and until when it can be confirmed;
 * 确认下单 (asked once more, with the amount) applies in the company's name and opens the application; 拒绝 says why.
 * Shown when something waits, or when a notification's link (`?tab=proposals`) asks for it.
 */
export function ProposalsCard() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayTrade = useMayTrade();
  const [search] = useSearchParams();
  const asked = search.get('tab') === 'proposals';
  const [tab, setTab] = useState<ReceiptProposalTab>('waiting');
  const [current, setCurrent] = useState(1);
  const [rejecting, setRejecting] = useState<ReceiptProposal | null>(null);
  const page = useQuery({
    queryKey: [...RECEIPT_PROPOSALS_KEY, tab, current],
    queryFn: () => receiptProposalApi.list({ tab, current, size: PAGE_SIZE }),
  });
  const waiting = useQuery({
    queryKey: [...RECEIPT_PROPOSALS_KEY, 'waiting', 1],
    queryFn: () => receiptProposalApi.list({ tab: 'waiting', current: 1, size: PAGE_SIZE }),
  });
  const waitingCount = waiting.data?.total ?? 0;
  if (!asked && waitingCount === 0) return null;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RECEIPT_PROPOSALS_KEY }),
      queryClient.invalidateQueries({ queryKey: RECEIPT_ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: LISTINGS_KEY }),
    ]);

  const confirmOne = (proposal: ReceiptProposal) =>
    confirm({
      title: t('receiptProposal.confirm.title', { no: proposal.proposalNo }),
      content: t('receiptProposal.confirm.content', {
        seller: proposal.sellerCompanyName,
        product: proposal.productName,
        quantity: `${proposal.quantity} ${proposal.unit}`,
        amount: yuan(proposal.amount),
      }),
      okText: t('receiptProposal.confirm.ok'),
      danger: false,
      okTestId: 'proposal-confirm-ok',
      onOk: async () => {
        const confirmed = await receiptProposalApi.confirm(proposal.id);
        showSuccessToast(t('receiptProposal.confirmedOk'));
        await refresh();
        if (confirmed.orderId) void navigate(`/manage/toApplyFordetails?id=${confirmed.orderId}`);
      },
    });

  const steps = (proposal: ReceiptProposal) =>
    mayTrade && proposal.actions.length > 0 ? (
      <Space>
        {proposal.actions.includes('confirm') && !repriced(proposal) && (
          <Button type="primary" onClick={() => confirmOne(proposal)} data-testid={`proposal-confirm-${proposal.id}`}>
            {t('receiptProposal.confirm.ok')}
          </Button>
        )}
        {proposal.actions.includes('reject') && (
          <Button danger onClick={() => setRejecting(proposal)} data-testid={`proposal-reject-${proposal.id}`}>
            {t('receiptProposal.reject.ok')}
          </Button>
        )}
      </Space>
    ) : null;

  return (
    <Card
      title={t('receiptProposal.cardTitle')}
      style={{ marginBottom: 16 }}
      data-testid="proposals-card"
      extra={
        <Segmented<ReceiptProposalTab>
          value={tab}
          onChange={(value) => {
            setTab(value);
            setCurrent(1);
          }}
          options={RECEIPT_PROPOSAL_TABS.map((value) => ({
            value,
            label:
              value === 'waiting'
                ? t('receiptProposal.tab.waitingCount', { count: waitingCount })
                : t(`receiptProposal.tab.${value}`),
          }))}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('receiptProposal.cardIntro')}</Typography.Paragraph>
      <List<ReceiptProposal>
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        locale={{ emptyText: <Empty description={t(`receiptProposal.empty.${tab}`)} /> }}
        renderItem={(proposal) => (
          <List.Item key={proposal.id} data-testid={`proposal-${proposal.id}`} style={{ display: 'block' }}>
            <Space style={{ marginBottom: 8 }} wrap>
              <Typography.Text strong>{proposal.proposalNo}</Typography.Text>
              <Tag color={proposal.status === 'proposed' && !proposal.expired ? 'orange' : undefined}>
                {proposal.expired ? t('receiptProposal.expiredTag') : proposal.statusLabel}
              </Tag>
            </Space>
            <ProposalFacts proposal={proposal} />
            <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }} wrap>
              <ProposalState proposal={proposal} />
              {steps(proposal)}
            </Space>
          </List.Item>
        )}
      />
      {(page.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          size="small"
          align="end"
          current={current}
          pageSize={PAGE_SIZE}
          total={page.data?.total ?? 0}
          onChange={setCurrent}
        />
      )}
      {rejecting && (
        <ReasonModal
          key={rejecting.id}
          title={t('receiptProposal.reject.title', { no: rejecting.proposalNo })}
          intro={t('receiptProposal.reject.intro')}
          label={t('receiptProposal.reject.reason')}
          requiredMessage={t('receiptProposal.reject.required')}
          okText={t('receiptProposal.reject.ok')}
          testId="proposal-reject"
          onSubmit={async (reason) => {
            await receiptProposalApi.reject(rejecting.id, reason);
            showSuccessToast(t('receiptProposal.rejectedOk'));
            await refresh();
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </Card>
  );
}
