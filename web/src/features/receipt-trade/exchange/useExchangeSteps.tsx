import type { Exchange, ExchangeAction } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';
import { SignCodeField } from '../../order/index.ts';
import { ReasonModal } from '../orders/ReasonModal.tsx';
import { EXCHANGES_KEY, exchangeApi } from './api.ts';
import { useExchangeWords } from './ExchangeFacts.tsx';
import { type ExchangeReader, quoteTotal } from './exchange-turn.ts';

type Dialog = { kind: 'quote' | 'decline' | 'cancel' | 'accept' | 'sign'; exchange: Exchange } | null;

/** 报价: the premium per unit (negative, a discount the counterparty pays), the listing's price beside it, the total. */
function QuoteModal({
  exchange,
  onClose,
  onDone,
}: {
  exchange: Exchange;
  onClose: () => void;
  onDone: (next: Exchange) => Promise<unknown>;
}) {
  const { t, ...words } = useExchangeWords(exchange);
  const [form] = Form.useForm<{ premium: string; remark?: string }>();
  const premium = Form.useWatch('premium', form);
  const total = quoteTotal(premium, exchange.quantity);
  const payer = total?.payer === 'applicant' ? words.applicant : words.counterparty;
  const payee = total?.payer === 'applicant' ? words.counterparty : words.applicant;
  return (
    <FormModal<{ premium: string; remark?: string }>
      form={form}
      title={t('receiptTrade.exchange.quote.title', { no: exchange.exchangeNo })}
      testId="exchange-quote"
      okText={t('receiptTrade.exchange.quote.ok')}
      initialValues={{ premium: exchange.premium ?? '', remark: exchange.quoteRemark ?? '' }}
      onClose={onClose}
      intro={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('receiptTrade.exchange.quote.intro', {
            price: yuan(exchange.listingUnitPrice),
            unit: words.unit,
            quantity: words.quantity,
          })}
          description={t('receiptTrade.exchange.quote.sign')}
        />
      }
      onSubmit={async (values) => {
        const next = await exchangeApi.quote({
          id: exchange.id,
          premium: values.premium.trim(),
          remark: values.remark?.trim() || null,
        });
        await onDone(next);
      }}
    >
      <Form.Item
        name="premium"
        label={t('receiptTrade.exchange.quote.premium', { unit: words.unit })}
        rules={[requiredText(t('receiptTrade.exchange.quote.premiumRequired'))]}
        extra={
          <span data-testid="exchange-quote-total">
            {total
              ? total.payer
                ? t('receiptTrade.exchange.quote.total', { amount: yuan(total.amount), payer, payee })
                : t('receiptTrade.exchange.quote.zero')
              : t('receiptTrade.exchange.quote.hint')}
          </span>
        }
      >
        <Input inputMode="decimal" maxLength={18} prefix="¥" data-testid="exchange-quote-premium" />
      </Form.Item>
      <Form.Item name="remark" label={t('receiptTrade.exchange.quote.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount data-testid="exchange-quote-remark" />
      </Form.Item>
    </FormModal>
  );
}

/**
 * 接受报价并签署 (the applicant) or 会签 (the counterparty): the code goes to the signer's mobile; the code is the
 * side's signature of the swap at the quoted premium.
 */
function SignExchangeModal({
  exchange,
  mode,
  onClose,
  onDone,
}: {
  exchange: Exchange;
  mode: 'accept' | 'sign';
  onClose: () => void;
  onDone: (next: Exchange) => Promise<unknown>;
}) {
  const { t, ...words } = useExchangeWords(exchange);
  const [form] = Form.useForm<{ code: string }>();
  const [mobile, setMobile] = useState<string>();
  return (
    <FormModal<{ code: string }>
      form={form}
      title={t(`receiptTrade.exchange.${mode}.title`, { no: exchange.exchangeNo })}
      testId={`exchange-${mode}`}
      okText={t(`receiptTrade.exchange.${mode}.ok`)}
      onClose={onClose}
      intro={
        <Typography.Paragraph data-testid={`exchange-${mode}-terms`}>
          {t(
            exchange.premiumPayee ? `receiptTrade.exchange.${mode}.terms` : `receiptTrade.exchange.${mode}.termsNoPremium`,
            words,
          )}
        </Typography.Paragraph>
      }
      onSubmit={async ({ code }) => {
        const next =
          mode === 'accept'
            ? await exchangeApi.accept(exchange.id, code.trim())
            : await exchangeApi.sign(exchange.id, code.trim());
        await onDone(next);
      }}
    >
      <SignCodeField
        hint={mobile ? t('receiptTrade.exchange.sign.mobile', { mobile }) : undefined}
        sendCode={async () => {
          const sent = await exchangeApi.signCode(exchange.id);
          setMobile(sent.mobileMasked);
          return sent;
        }}
      />
    </FormModal>
  );
}

const ACTION_ORDER: readonly ExchangeAction[] = ['quote', 'accept', 'sign', 'collectPremium', 'confirm', 'decline', 'cancel'];

/**
 * The steps a reader may take on an exchange now (exactly its `actions`), as buttons, and the dialog each opens:
 * 报价 / 拒绝 / 会签 / 确认收到升水 for the counterparty, 接受报价并签署 / 取消申请 / 确认收到贴水 for the applicant, 确认背书
 * for a keeper. Each step reloads every exchange list and count.
 */
export function useExchangeSteps(reader: ExchangeReader) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const done = async (next: Exchange, action: ExchangeAction) => {
    showSuccessToast(t(`receiptTrade.exchange.done.${action === 'confirm' && next.status === 'settled' ? 'settled' : action}`));
    queryClient.setQueryData([...EXCHANGES_KEY, 'detail', next.id], next);
    await queryClient.invalidateQueries({ queryKey: EXCHANGES_KEY });
  };

  const collect = (exchange: Exchange) =>
    confirm({
      title: t(`receiptTrade.exchange.collect.confirm.${reader === 'applicant' ? 'discount' : 'premium'}`, {
        amount: yuan(exchange.premiumAmount),
      }),
      content: t('receiptTrade.exchange.collect.confirmContent', {
        amount: yuan(exchange.premiumAmount),
        payer: reader === 'applicant' ? exchange.counterpartyCompanyName : exchange.applicantCompanyName,
      }),
      danger: false,
      okText: t('receiptTrade.exchange.collect.ok'),
      okTestId: 'exchange-collect-confirm',
      onOk: async () => {
        await done(await exchangeApi.collectPremium(exchange.id), 'collectPremium');
      },
    });

  const endorse = (exchange: Exchange) =>
    confirm({
      title: t('receiptTrade.exchange.confirm.title', { no: exchange.exchangeNo }),
      content: t('receiptTrade.exchange.confirm.content', {
        applicant: exchange.applicantCompanyName,
        counterparty: exchange.counterpartyCompanyName,
      }),
      danger: false,
      okText: t('receiptTrade.exchange.confirm.ok'),
      okTestId: 'exchange-confirm-ok',
      onOk: async () => done(await exchangeApi.confirm(exchange.id), 'confirm'),
    });

  const label = (action: ExchangeAction): string => {
    if (action === 'collectPremium')
      return t(
        reader === 'applicant' ? 'receiptTrade.exchange.step.collectDiscount' : 'receiptTrade.exchange.step.collectPremium',
      );
    return t(`receiptTrade.exchange.step.${action}`);
  };

  const open = (action: ExchangeAction, exchange: Exchange) => {
    if (action === 'collectPremium') collect(exchange);
    else if (action === 'confirm') endorse(exchange);
    else setDialog({ kind: action, exchange });
  };

  /** The reader's buttons; `compact` links in a table row (their test ids end with the exchange's id). */
  const buttons = (exchange: Exchange, options: { compact?: boolean } = {}): ReactNode => {
    const actions = ACTION_ORDER.filter((action) => exchange.actions.includes(action));
    if (actions.length === 0) return null;
    return actions.map((action) => {
      const primary = action !== 'decline' && action !== 'cancel';
      return (
        <Button
          key={action}
          type={options.compact ? 'link' : primary ? 'primary' : 'default'}
          danger={!primary}
          size={options.compact ? 'small' : 'middle'}
          style={options.compact ? { padding: 0 } : undefined}
          onClick={() => open(action, exchange)}
          aria-label={
            options.compact ? t('receiptTrade.exchange.stepOf', { action: label(action), no: exchange.exchangeNo }) : undefined
          }
          data-testid={options.compact ? `exchange-${action}-${exchange.id}` : `exchange-${action}`}
        >
          {label(action)}
        </Button>
      );
    });
  };

  let modal: ReactNode = null;
  if (dialog?.kind === 'quote')
    modal = <QuoteModal exchange={dialog.exchange} onClose={close} onDone={(next) => done(next, 'quote')} />;
  if (dialog?.kind === 'accept' || dialog?.kind === 'sign') {
    const mode = dialog.kind;
    modal = <SignExchangeModal exchange={dialog.exchange} mode={mode} onClose={close} onDone={(next) => done(next, mode)} />;
  }
  if (dialog?.kind === 'decline') {
    const exchange = dialog.exchange;
    modal = (
      <ReasonModal
        title={t('receiptTrade.exchange.decline.title', { no: exchange.exchangeNo })}
        label={t('receiptTrade.exchange.decline.reason')}
        requiredMessage={t('receiptTrade.exchange.decline.reasonRequired')}
        okText={t('receiptTrade.exchange.step.decline')}
        testId="exchange-decline"
        onClose={close}
        onSubmit={async (reason) => done(await exchangeApi.decline(exchange.id, reason), 'decline')}
      />
    );
  }
  if (dialog?.kind === 'cancel') {
    const exchange = dialog.exchange;
    modal = (
      <ReasonModal
        title={t('receiptTrade.exchange.cancel.title', { no: exchange.exchangeNo })}
        label={t('receiptTrade.exchange.cancel.reason')}
        requiredMessage={t('receiptTrade.exchange.cancel.reasonRequired')}
        okText={t('receiptTrade.exchange.step.cancel')}
        testId="exchange-cancel"
        confirmFirst={{
          title: t('receiptTrade.exchange.cancel.confirm', { no: exchange.exchangeNo }),
          content: t('receiptTrade.exchange.cancel.confirmContent'),
        }}
        onClose={close}
        onSubmit={async (reason) => done(await exchangeApi.cancel(exchange.id, reason), 'cancel')}
      />
    );
  }
  return { buttons, dialog: modal };
}
