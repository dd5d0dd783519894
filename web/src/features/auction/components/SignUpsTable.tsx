import { type Auction, SIGN_UP_FLOW, type SignUp } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatMarketDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';
import { SIGN_UP_STATUS_COLOURS } from '../auction-paths.ts';

/**
 * An auction's sign-ups to its owner: each company with its contact, whether it is on the white list, where it stands
 * and its deposit; 通过 (asked first) or 拒绝 with the reason the bidder reads.
 */
export function SignUpsTable({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState<SignUp | null>(null);
  const list = usePagedTable<SignUp, Record<string, never>>(
    [...AUCTIONS_KEY, 'signUps', auction.id],
    (params) => auctionApi.signUps({ ...params, auctionId: auction.id }),
    {},
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY });
  return (
    <>
      <Table<SignUp>
        {...list.tableProps}
        data-testid="sign-ups"
        locale={{ emptyText: <Empty description={t('auction.owner.noSignUps')} /> }}
        columns={[
          {
            title: t('auction.owner.company'),
            key: 'company',
            render: (_, s) => (
              <>
                <span data-testid="sign-up-company">{s.companyName}</span>
                {s.whitelisted && (
                  <Tag color="cyan" style={{ marginLeft: 4 }}>
                    {t('auction.owner.whitelisted')}
                  </Tag>
                )}
              </>
            ),
          },
          { title: t('auction.owner.contact'), key: 'contact', render: (_, s) => `${s.contactName} ${s.contactMobile}` },
          {
            title: t('auction.signUp.status'),
            key: 'status',
            render: (_, s) => (
              <>
                <Tag color={SIGN_UP_STATUS_COLOURS[s.status]} data-testid="sign-up-row-status">
                  {s.statusLabel}
                </Tag>
                {s.rejectReason && <div className="muted">{s.rejectReason}</div>}
              </>
            ),
          },
          {
            title: t('auction.signUp.deposit'),
            key: 'deposit',
            render: (_, s) => `${s.depositAmount ? `${yuan(s.depositAmount)} · ` : ''}${s.depositLabel}`,
          },
          { title: t('auction.mine.appliedAt'), key: 'at', render: (_, s) => formatMarketDate(s.appliedAt, 'MM-DD HH:mm') },
          {
            title: t('auction.list.actions'),
            key: 'actions',
            render: (_, s) => {
              const allowed = SIGN_UP_FLOW.allowed(
                {
                  status: s.status,
                  deposit: s.deposit,
                  beforeOpening: s.auctionPhase === 'upcoming' || s.auctionPhase === 'signup' || s.auctionPhase === 'waiting',
                  auctionLive: s.auctionStatus === 'published',
                },
                'owner',
              );
              return (
                <Space>
                  {allowed.includes('approve') && (
                    <Button
                      size="small"
                      type="primary"
                      data-testid="sign-up-approve"
                      onClick={() =>
                        confirm({
                          title: t('auction.owner.approveTitle', { company: s.companyName }),
                          content: s.depositAmount
                            ? t('auction.owner.approveDeposit', { amount: yuan(s.depositAmount) })
                            : t('auction.owner.approveNoDeposit'),
                          danger: false,
                          onOk: async () => {
                            await auctionApi.approveSignUp(s.id);
                            message.success(t('auction.owner.approved'));
                            await refresh();
                          },
                        })
                      }
                    >
                      {t('auction.owner.approve')}
                    </Button>
                  )}
                  {allowed.includes('reject') && (
                    <Button size="small" danger onClick={() => setRefusing(s)} data-testid="sign-up-reject">
                      {t('auction.owner.reject')}
                    </Button>
                  )}
                </Space>
              );
            },
          },
        ]}
      />
      {refusing && <RefuseModal signUp={refusing} onClose={() => setRefusing(null)} onDone={refresh} />}
    </>
  );
}

function RefuseModal({ signUp, onClose, onDone }: { signUp: SignUp; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormModal<{ reason: string }>
      title={t('auction.owner.rejectTitle', { company: signUp.companyName })}
      form={form}
      name="sign-up-refuse"
      testId="sign-up-refuse"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        await auctionApi.rejectSignUp(signUp.id, reason);
        message.success(t('auction.owner.rejected'));
        await onDone();
      }}
    >
      <Form.Item
        name="reason"
        label={t('auction.owner.reason')}
        rules={[{ required: true, whitespace: true, message: t('auction.owner.reasonRequired') }]}
      >
        <Input.TextArea maxLength={200} rows={3} data-testid="sign-up-refuse-reason" />
      </Form.Item>
    </FormModal>
  );
}
