import type { AuctionDeal } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Form, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatMarketDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';
import { SealNotice, SignCodeField, useSealProblem } from '../../order/index.ts';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';

const DEAL_COLOURS: Record<AuctionDeal['status'], string> = {
  awaiting: 'gold',
  signing: 'blue',
  signed: 'green',
  defaulted: 'red',
};

/**
 * The award's contracts to its sides: each winner's deal (its lots' quantity and amount, the time to sign by), the
 * contract's state and whose signature it waits for; the owner draws it up (asked first), each side signs with a code
 * and its seal, both read the PDF. A company that is no side of a deal sees none.
 */
export function DealContracts({ auctionId, direction }: { auctionId: number; direction: 'sell' | 'buy' }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [signing, setSigning] = useState<AuctionDeal | null>(null);
  const deals = useQuery({ queryKey: [...AUCTIONS_KEY, 'deals', auctionId], queryFn: () => auctionApi.deals(auctionId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY });
  if (!deals.data || deals.data.length === 0) return null;
  const waitingFor = (deal: AuctionDeal) =>
    (['owner', 'winner'] as const)
      .filter((side) => !deal.contract?.signedBy.includes(side))
      .map((side) => t(`auction.deal.side.${side}`));
  return (
    <Card title={t('auction.deal.title')} data-testid="auction-deals">
      <Table<AuctionDeal>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={deals.data}
        locale={{ emptyText: <Empty /> }}
        columns={[
          {
            title: t('auction.deal.winner'),
            key: 'winner',
            render: (_, deal) => (
              <>
                {deal.winnerCompanyName}
                <div className="muted">{deal.dealNo}</div>
              </>
            ),
          },
          { title: t('auction.deal.amount'), key: 'amount', align: 'right', render: (_, deal) => yuan(deal.amount) },
          {
            title: t('auction.deal.status'),
            key: 'status',
            render: (_, deal) => (
              <>
                <Tag color={DEAL_COLOURS[deal.status]} data-testid="deal-status">
                  {deal.statusLabel}
                </Tag>
                {deal.contract && <div className="muted">{deal.contract.contractNo}</div>}
                {deal.status === 'signing' && (
                  <div className="muted" data-testid="deal-waiting">
                    {t('auction.deal.waitingFor', { sides: waitingFor(deal).join(t('auction.rules.listJoin')) })}
                  </div>
                )}
                {(deal.status === 'awaiting' || deal.status === 'signing') && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('auction.deal.dueAt', { at: formatMarketDate(deal.dueAt, 'YYYY-MM-DD HH:mm') })}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            title: t('auction.list.actions'),
            key: 'actions',
            render: (_, deal) => (
              <Space wrap>
                {deal.actions.includes('generate') && (
                  <Button
                    size="small"
                    type="primary"
                    data-testid="deal-generate"
                    onClick={() =>
                      confirm({
                        title: t('auction.deal.generateTitle', { company: deal.winnerCompanyName }),
                        content: t('auction.deal.generateContent', { amount: yuan(deal.amount) }),
                        danger: false,
                        okTestId: 'deal-generate-ok',
                        onOk: async () => {
                          await auctionApi.generateDealContract(deal.id);
                          message.success(t('auction.deal.generated'));
                          await refresh();
                        },
                      })
                    }
                  >
                    {t('auction.deal.generate')}
                  </Button>
                )}
                {deal.actions.includes('sign') && (
                  <Button size="small" type="primary" onClick={() => setSigning(deal)} data-testid="deal-sign">
                    {t('auction.deal.sign')}
                  </Button>
                )}
                {deal.actions.includes('download') && deal.contract && (
                  <Button
                    size="small"
                    onClick={() => auctionApi.downloadDealContract(deal.id, deal.contract?.contractNo ?? deal.dealNo)}
                    data-testid="deal-download"
                  >
                    {t('auction.deal.download')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {signing && (
        <SignDealModal
          deal={signing}
          role={(signing.side === 'owner') === (direction === 'sell') ? 'seller' : 'buyer'}
          onClose={() => setSigning(null)}
          onSigned={async () => {
            message.success(t('auction.deal.signed'));
            await refresh();
          }}
        />
      )}
    </Card>
  );
}

/** 签署: the code to the signer's mobile, the PDF stamped with the side's approved seal; a missing seal is said first. */
function SignDealModal({
  deal,
  role,
  onClose,
  onSigned,
}: {
  deal: AuctionDeal;
  role: 'seller' | 'buyer';
  onClose: () => void;
  onSigned: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const [key] = useState(() => `deal-sign-${crypto.randomUUID()}`);
  const [mobile, setMobile] = useState<string>();
  const sealProblem = useSealProblem(role, true);
  return (
    <FormModal<{ code: string }>
      form={form}
      title={t('auction.deal.signTitle', { contractNo: deal.contract?.contractNo ?? '' })}
      testId="deal-sign-form"
      okText={t('auction.deal.sign')}
      onClose={onClose}
      onSubmit={async ({ code }) => {
        await auctionApi.signDeal(deal.id, code.trim(), key);
        await onSigned();
      }}
    >
      <SealNotice problem={sealProblem} />
      <SignCodeField
        disabled={sealProblem !== null}
        hint={mobile ? t('auction.deal.codeSent', { mobile }) : undefined}
        sendCode={async () => {
          const sent = await auctionApi.sendDealSignCode(deal.id);
          setMobile(sent.mobileMasked);
          return sent;
        }}
      />
    </FormModal>
  );
}
