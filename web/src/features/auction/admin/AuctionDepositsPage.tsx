import { FilePdfOutlined } from '@ant-design/icons';
import type { BidDepositStatus, SignUp } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Form, Image, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type HTMLAttributes, useState } from 'react';
import { formatMarketDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast, showValidationToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { useTabTotals } from '../../../shared/ui/useTabTotals.ts';
import { ROW_LINK_STYLE } from '../../audit/index.ts';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';
import { SIGN_UP_STATUS_COLOURS } from '../auction-paths.ts';

type Show = 'declared' | 'all';
const TABS: readonly Show[] = ['declared', 'all'];
type Filter = { show: Show };
const DEPOSITS_KEY = [...AUCTIONS_KEY, 'deposits'] as const;

/** The server's limit of a reason. */
const REASON_MAX = 200;
const at = (value: string | null | undefined) => formatMarketDate(value, 'YYYY-MM-DD HH:mm');

const DEPOSIT_COLOURS: Record<BidDepositStatus, string> = {
  none: 'default',
  unpaid: 'default',
  declared: 'gold',
  refused: 'red',
  frozen: 'green',
  released: 'blue',
  forfeited: 'volcano',
};

/** The bidder's bank proofs: each image previewed (click to enlarge), each PDF opened in a new tab. */
function DepositProofs({ proofs }: { proofs: SignUp['depositProofs'] }) {
  const { t } = useTranslation();
  if (proofs.length === 0) return <Typography.Text type="secondary">{t('auctionConsole.deposits.noProof')}</Typography.Text>;
  return (
    <Flex wrap gap={8} data-testid="deposit-proofs">
      <Image.PreviewGroup>
        {proofs.map((file, index) => {
          const name = file.name || t('auctionConsole.deposits.proofName', { n: index + 1 });
          return file.mime === 'application/pdf' ? (
            <a
              key={file.key}
              href={file.url}
              target="_blank"
              rel="noreferrer"
              aria-label={t('auctionConsole.deposits.openProof', { name })}
              data-testid="deposit-proof-pdf"
            >
              <FilePdfOutlined /> {name}
            </a>
          ) : (
            <Image
              key={file.key}
              src={file.url}
              alt={name}
              width={64}
              height={48}
              style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 4 }}
              onError={() => showValidationToast(t('common.previewFailed'))}
              data-testid="deposit-proof-image"
            />
          );
        })}
      </Image.PreviewGroup>
    </Flex>
  );
}

/** 未到账: the reason the bidder reads before sending its proof again. Mounted per opening. */
function RefuseModal({ signUp, onClose }: { signUp: SignUp; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormModal<{ reason: string }>
      title={t('auctionConsole.refuse.title', { company: signUp.companyName })}
      okText={t('auctionConsole.refuse.ok')}
      testId="deposit-refuse-form"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        try {
          await auctionApi.refuseDeposit(signUp.id, reason.trim());
          showSuccessToast(t('auctionConsole.refuse.done', { company: signUp.companyName }));
        } finally {
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY }),
            queryClient.invalidateQueries({ queryKey: nodeLogKey('auctionSignUp', signUp.id) }),
          ]);
        }
      }}
      form={form}
      name="depositRefuse"
      fields={['reason']}
      intro={
        <Typography.Paragraph type="secondary">
          {t('auctionConsole.refuse.intro', {
            company: signUp.companyName,
            amount: yuan(signUp.depositAmount),
            no: signUp.auctionNo,
          })}
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="reason"
        label={t('auctionConsole.refuse.reason')}
        rules={[requiredText(t('auctionConsole.refuse.required'))]}
      >
        <Input.TextArea rows={4} maxLength={REASON_MAX} showCount data-testid="deposit-refuse-form-reason" />
      </Form.Item>
    </FormModal>
  );
}

/**
 * /admin/auctionDeposits 竞价保证金: the deposits bidders declared with their bank proofs, waiting for the operator
 * (待确认) or all of them, each with its auction, bidder and contact, amount, status, the bidder's note and proofs.
 * 确认到账 freezes the deposit and qualifies the bidder (asked first); 未到账 tells the bidder why, who may send its
 * proof again. Which steps a row offers is the server's answer (`actions`).
 */
export default function AuctionDepositsPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const list = usePagedTable<SignUp, Filter>(
    DEPOSITS_KEY,
    ({ show, ...page }) => auctionApi.deposits({ ...page, declaredOnly: show !== 'all' }),
    { show: 'declared' },
  );
  const { filter } = list;
  const countOf = useTabTotals([...DEPOSITS_KEY, 'count'], TABS, (show) =>
    auctionApi.deposits({ current: 1, size: 10, declaredOnly: show === 'declared' }),
  );
  const [refusing, setRefusing] = useState<SignUp | null>(null);

  const confirmDeposit = (signUp: SignUp) =>
    confirm({
      title: t('auctionConsole.confirm.title', { company: signUp.companyName }),
      content: t('auctionConsole.confirm.content', {
        company: signUp.companyName,
        amount: yuan(signUp.depositAmount),
        no: signUp.auctionNo,
        title: signUp.auctionTitle,
      }),
      okText: t('auctionConsole.confirm.ok'),
      danger: false,
      okTestId: 'deposit-confirm-ok',
      onOk: async () => {
        try {
          await auctionApi.confirmDeposit(signUp.id);
          showSuccessToast(t('auctionConsole.confirm.done', { company: signUp.companyName }));
        } finally {
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY }),
            queryClient.invalidateQueries({ queryKey: nodeLogKey('auctionSignUp', signUp.id) }),
          ]);
        }
      },
    });

  const columns: ColumnsType<SignUp> = [
    {
      title: t('auctionConsole.col.auction'),
      key: 'auction',
      width: 210,
      render: (_, signUp) => (
        <>
          {signUp.auctionNo}
          <br />
          {secondary(signUp.auctionTitle)}
        </>
      ),
    },
    {
      title: t('auctionConsole.deposits.col.bidder'),
      key: 'bidder',
      width: 210,
      render: (_, signUp) => (
        <>
          <span data-testid="deposit-company">{signUp.companyName}</span>
          <br />
          {secondary(`${signUp.contactName} ${signUp.contactMobile}`)}
        </>
      ),
    },
    {
      title: t('auctionConsole.deposits.col.amount'),
      key: 'amount',
      width: 130,
      align: 'right',
      render: (_, signUp) => (
        <Typography.Text strong data-testid="deposit-amount">
          {yuan(signUp.depositAmount)}
        </Typography.Text>
      ),
    },
    {
      title: t('auctionConsole.deposits.col.status'),
      key: 'status',
      width: 150,
      render: (_, signUp) => (
        <Space size={4} wrap>
          <Tag color={DEPOSIT_COLOURS[signUp.deposit]} data-testid="deposit-status" data-status={signUp.deposit}>
            {signUp.depositLabel}
          </Tag>
          <Tag color={SIGN_UP_STATUS_COLOURS[signUp.status]} data-testid="sign-up-status" data-status={signUp.status}>
            {signUp.statusLabel}
          </Tag>
        </Space>
      ),
    },
    {
      title: t('auctionConsole.deposits.col.remark'),
      key: 'remark',
      width: 180,
      render: (_, signUp) => (
        <Typography.Paragraph ellipsis={{ rows: 3, tooltip: signUp.depositRemark }} style={{ margin: 0 }}>
          {signUp.depositRemark || '-'}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('auctionConsole.deposits.col.proofs'),
      key: 'proofs',
      width: 180,
      render: (_, signUp) => <DepositProofs proofs={signUp.depositProofs} />,
    },
    {
      title: t('auctionConsole.deposits.col.refuseReason'),
      key: 'refuseReason',
      width: 180,
      render: (_, signUp) =>
        signUp.depositRefuseReason ? (
          <Typography.Text type="danger" data-testid="deposit-refuse-reason">
            {signUp.depositRefuseReason}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      title: t('auctionConsole.deposits.col.times'),
      key: 'times',
      width: 190,
      render: (_, signUp) => (
        <>
          {t('auctionConsole.deposits.appliedAt', { at: at(signUp.appliedAt) })}
          {signUp.qualifiedAt && (
            <>
              <br />
              {secondary(t('auctionConsole.deposits.qualifiedAt', { at: at(signUp.qualifiedAt) }))}
            </>
          )}
        </>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, signUp) => (
        <Space size={[12, 4]} wrap>
          {signUp.actions.includes('confirmDeposit') && (
            <Button
              type="link"
              style={ROW_LINK_STYLE}
              onClick={() => confirmDeposit(signUp)}
              aria-label={t('auctionConsole.deposits.actionOf', {
                action: t('auctionConsole.confirm.ok'),
                company: signUp.companyName,
              })}
              data-testid="deposit-confirm"
            >
              {t('auctionConsole.confirm.ok')}
            </Button>
          )}
          {signUp.actions.includes('refuseDeposit') && (
            <Button
              type="link"
              danger
              style={ROW_LINK_STYLE}
              onClick={() => setRefusing(signUp)}
              aria-label={t('auctionConsole.deposits.actionOf', {
                action: t('auctionConsole.refuse.ok'),
                company: signUp.companyName,
              })}
              data-testid="deposit-refuse"
            >
              {t('auctionConsole.refuse.ok')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <Card title={t('route.admin.auctionDeposits')}>
      <StatusTabs<Show>
        tabs={TABS.map((show) => ({ key: show, label: t(`auctionConsole.deposits.tab.${show}`), count: countOf(show) }))}
        active={filter.show}
        onChange={(show) => list.search({ show })}
        testIdPrefix="deposit-tab"
      />
      <Table<SignUp>
        {...list.tableProps}
        columns={columns}
        onRow={(signUp) => ({ 'data-testid': 'deposit-row', 'data-id': signUp.id }) as HTMLAttributes<HTMLElement>}
        scroll={list.tableProps.dataSource?.length ? { x: tableWidth } : undefined}
        locale={{ emptyText: <Empty description={t(`auctionConsole.deposits.empty.${filter.show}`)} /> }}
        data-testid="deposit-table"
      />
      {refusing && <RefuseModal key={refusing.id} signUp={refusing} onClose={() => setRefusing(null)} />}
    </Card>
  );
}
