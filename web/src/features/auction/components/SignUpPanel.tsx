import { type Auction, SIGN_UP_FLOW } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSession } from '../../../shared/session.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { mobileRules } from '../../../shared/ui/form-rules.ts';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';
import { SIGN_UP_STATUS_COLOURS } from '../auction-paths.ts';

/**
 * The reader's own standing in an auction, and its next step: sign in or sign up (accepting the rules), pay the
 * deposit with its transfer's proof, withdraw before bidding; the owner's refusal or the operator's, with the reason.
 */
export function SignUpPanel({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const location = useLocation();
  const power = useUserPower();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { message } = App.useApp();
  const [applying, setApplying] = useState(false);
  const [paying, setPaying] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY });

  if (auction.sides.includes('owner')) return null;
  const mine = auction.mySignUp;
  const phase = auction.phase;
  if (!loggedIn)
    return (
      <Card size="small" title={t('auction.signUp.title')}>
        <Link to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} data-testid="auction-login">
          {t('auction.signUp.login')}
        </Link>
      </Card>
    );
  const mayBid = power.data?.codes.includes('quote.bid') ?? false;
  const state = mine && {
    status: mine.status,
    deposit: mine.deposit,
    beforeOpening: phase === 'upcoming' || phase === 'signup' || phase === 'waiting',
    auctionLive: auction.status === 'published',
  };
  const actions = state && mayBid ? SIGN_UP_FLOW.allowed(state, 'bidder') : [];

  return (
    <Card size="small" title={t('auction.signUp.title')} data-testid="sign-up-panel">
      {!mine && (
        <Space direction="vertical">
          {phase === 'signup' ? (
            <>
              <Typography.Text>
                {auction.depositAmount
                  ? t('auction.signUp.depositNeeded', { amount: yuan(auction.depositAmount) })
                  : t('auction.signUp.noDeposit')}
              </Typography.Text>
              {auction.whitelistOnly && <Typography.Text type="warning">{t('auction.signUp.whitelistOnly')}</Typography.Text>}
              <Button type="primary" disabled={!mayBid} onClick={() => setApplying(true)} data-testid="sign-up-apply">
                {t('auction.signUp.apply')}
              </Button>
              {!mayBid && <Typography.Text type="secondary">{t('auction.signUp.noPermission')}</Typography.Text>}
            </>
          ) : (
            <Typography.Text type="secondary">
              {phase === 'upcoming' ? t('auction.signUp.notYet') : t('auction.signUp.closed')}
            </Typography.Text>
          )}
        </Space>
      )}
      {mine && (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('auction.signUp.status')}>
            <Tag color={SIGN_UP_STATUS_COLOURS[mine.status]} data-testid="sign-up-status">
              {mine.statusLabel}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('auction.signUp.deposit')}>
            <span data-testid="sign-up-deposit">
              {mine.depositAmount ? `${yuan(mine.depositAmount)} · ` : ''}
              {mine.depositLabel}
            </span>
          </Descriptions.Item>
        </Descriptions>
      )}
      {mine?.status === 'rejected' && mine.rejectReason && (
        <Alert
          type="error"
          showIcon
          title={t('auction.signUp.rejected', { reason: mine.rejectReason })}
          data-testid="sign-up-reason"
        />
      )}
      {mine?.deposit === 'refused' && mine.depositRefuseReason && (
        <Alert
          type="warning"
          showIcon
          title={t('auction.signUp.depositRefused', { reason: mine.depositRefuseReason })}
          data-testid="sign-up-deposit-reason"
        />
      )}
      {mine?.depositNote && (
        <Alert
          type={mine.deposit === 'forfeited' ? 'error' : 'info'}
          showIcon
          title={mine.depositNote}
          data-testid="sign-up-deposit-note"
        />
      )}
      {mine?.status === 'applied' && <Typography.Text type="secondary">{t('auction.signUp.waitOwner')}</Typography.Text>}
      {mine?.deposit === 'declared' && <Typography.Text type="secondary">{t('auction.signUp.waitOperator')}</Typography.Text>}
      {mine?.status === 'qualified' && auction.status === 'published' && phase !== 'closing' && (
        <Typography.Text type="success">
          {t(phase === 'bidding' ? 'auction.signUp.biddingHint' : 'auction.signUp.qualifiedHint')}
        </Typography.Text>
      )}
      {mine?.deposit === 'frozen' && auction.status === 'awarded' && (
        <Typography.Text type="secondary">{t('auction.signUp.keptForContract')}</Typography.Text>
      )}
      {actions.length > 0 && (
        <Space style={{ marginTop: 8 }}>
          {actions.includes('payDeposit') && (
            <Button type="primary" onClick={() => setPaying(true)} data-testid="sign-up-pay">
              {t('auction.signUp.pay')}
            </Button>
          )}
          {actions.includes('withdraw') && mine && (
            <Button
              onClick={() =>
                confirm({
                  title: t('auction.signUp.withdrawTitle'),
                  content: t('auction.signUp.withdrawContent'),
                  onOk: async () => {
                    await auctionApi.withdrawSignUp(mine.id);
                    message.success(t('auction.signUp.withdrawn'));
                    await refresh();
                  },
                })
              }
              data-testid="sign-up-withdraw"
            >
              {t('auction.signUp.withdraw')}
            </Button>
          )}
        </Space>
      )}
      {applying && <ApplyModal auction={auction} onClose={() => setApplying(false)} onDone={refresh} />}
      {paying && mine && (
        <DepositModal signUpId={mine.id} amount={mine.depositAmount} onClose={() => setPaying(false)} onDone={refresh} />
      )}
    </Card>
  );
}

interface ApplyValues {
  contactName: string;
  contactMobile: string;
  remark?: string;
  agreed: boolean;
}

function ApplyModal({ auction, onClose, onDone }: { auction: Auction; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ApplyValues>();
  const [key] = useState(() => `sign-up-${crypto.randomUUID()}`);
  return (
    <FormModal<ApplyValues>
      title={t('auction.signUp.applyTitle', { title: auction.title })}
      form={form}
      name="sign-up"
      testId="sign-up-form"
      onClose={onClose}
      intro={
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={t('auction.signUp.terms', {
            deposit: auction.depositAmount ? yuan(auction.depositAmount) : t('auction.rules.noDeposit'),
          })}
        />
      }
      onSubmit={async (values) => {
        await auctionApi.apply(
          {
            auctionId: auction.id,
            agreed: true,
            contactName: values.contactName,
            contactMobile: values.contactMobile,
            remark: values.remark ?? null,
          },
          key,
        );
        message.success(t('auction.signUp.applied'));
        await onDone();
      }}
    >
      <Form.Item
        name="contactName"
        label={t('auction.signUp.contactName')}
        rules={[{ required: true, message: t('auction.signUp.contactNameRequired') }]}
      >
        <Input maxLength={20} data-testid="sign-up-contact" />
      </Form.Item>
      <Form.Item name="contactMobile" label={t('auction.signUp.contactMobile')} rules={mobileRules(t)}>
        <Input maxLength={11} data-testid="sign-up-mobile" />
      </Form.Item>
      <Form.Item name="remark" label={t('auction.signUp.remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('auction.signUp.agreeRequired')))) }]}
      >
        <Checkbox data-testid="sign-up-agree">{t('auction.signUp.agree')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}

interface DepositValues {
  proof: string;
  remark?: string;
}

function DepositModal({
  signUpId,
  amount,
  onClose,
  onDone,
}: {
  signUpId: number;
  amount: string | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DepositValues>();
  return (
    <FormModal<DepositValues>
      title={t('auction.deposit.title')}
      form={form}
      name="deposit"
      testId="deposit-form"
      fields={{ proofKeys: 'proof', remark: 'remark' }}
      onClose={onClose}
      intro={<Alert type="info" style={{ marginBottom: 12 }} title={t('auction.deposit.intro', { amount: yuan(amount) })} />}
      onSubmit={async (values) => {
        await auctionApi.payDeposit({ id: signUpId, proofKeys: [values.proof], remark: values.remark ?? null });
        message.success(t('auction.deposit.declared'));
        await onDone();
      }}
    >
      <Form.Item
        name="proof"
        label={t('auction.deposit.proof')}
        rules={[{ required: true, message: t('auction.deposit.proofRequired') }]}
      >
        <FileUploadField kind="file" testId="deposit-proof" buttonText={t('auction.deposit.upload')} />
      </Form.Item>
      <Form.Item name="remark" label={t('auction.deposit.remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
