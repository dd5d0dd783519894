import type { Quote } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { QUOTES_KEY, quoteApi } from '../api.ts';
import { quoteOrderPath } from '../quote-paths.ts';
import { QuoteFormModal } from './QuoteFormModal.tsx';
import { SelectQuoteModal } from './SelectQuoteModal.tsx';
import { ShareQuoteModal } from './ShareQuoteModal.tsx';

type Dialog = 'edit' | 'select' | 'decline' | 'withdraw' | 'share' | null;

/** An offered (or expired) quote's supplier may change its terms: a draft in place, else as the next revision. */
export const mayEdit = (quote: Quote) =>
  quote.sides.includes('supplier') && ['draft', 'offered', 'expired'].includes(quote.status);

/** Its supplier shares a quote once offered: the buyer, and those it lets in, read it. */
const mayShare = (quote: Quote) => quote.sides.includes('supplier') && ['offered', 'expired', 'selected'].includes(quote.status);

/**
 * The steps a company may take on a quote now, as its buttons: the supplier edits (or revises), submits, withdraws
 * or deletes a draft; the buyer selects or declines. Each asks first where it cannot be taken back, and the steps the
 * server allows (`actions`) are the only ones shown.
 */
export function QuoteActions({
  quote,
  size = 'middle',
  openShare = false,
}: {
  quote: Quote;
  size?: 'small' | 'middle';
  /** Opened with the share dialog showing (a notification of a request to read the quote leads here). */
  openShare?: boolean;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(openShare && mayShare(quote) ? 'share' : null);
  const [reasonForm] = Form.useForm<{ reason?: string }>();
  const can = (action: Quote['actions'][number]) => quote.actions.includes(action);
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUOTES_KEY });
  const close = () => setDialog(null);

  const submit = () =>
    confirm({
      title: can('revise') ? t('quote.submitRevision') : t('quote.submitAction'),
      content: t('quote.submit.confirm', { version: quote.version + 1 }),
      danger: false,
      okTestId: 'quote-submit-ok',
      onOk: async () => {
        await quoteApi.submit(quote.id);
        showSuccessToast(t('quote.submitted'));
        await refresh();
      },
    });
  const discard = () =>
    confirm({
      title: t('quote.discardAction'),
      content: t('quote.discard.confirm', { no: quote.quoteNo }),
      onOk: async () => {
        await quoteApi.discard(quote.id);
        showSuccessToast(t('quote.discardedOk'));
        await refresh();
      },
    });

  return (
    <>
      <Space wrap size="small">
        {mayEdit(quote) && (
          <Button size={size} onClick={() => setDialog('edit')} data-testid="quote-edit">
            {quote.version > 0 ? t('quote.reviseAction') : t('quote.edit')}
          </Button>
        )}
        {(can('submit') || can('revise')) && (
          <Button size={size} type="primary" onClick={submit} data-testid="quote-submit">
            {can('revise') ? t('quote.submitRevision') : t('quote.submitAction')}
          </Button>
        )}
        {can('select') && (
          <Button size={size} type="primary" onClick={() => setDialog('select')} data-testid="quote-select">
            {t('quote.selectAction')}
          </Button>
        )}
        {can('decline') && (
          <Button size={size} danger onClick={() => setDialog('decline')} data-testid="quote-decline">
            {t('quote.declineAction')}
          </Button>
        )}
        {can('withdraw') && (
          <Button size={size} danger onClick={() => setDialog('withdraw')} data-testid="quote-withdraw">
            {t('quote.withdrawAction')}
          </Button>
        )}
        {mayShare(quote) && (
          <Button size={size} onClick={() => setDialog('share')} data-testid="quote-share">
            {t('quote.shareAction')}
          </Button>
        )}
        {can('discard') && (
          <Button size={size} danger onClick={discard} data-testid="quote-discard">
            {t('quote.discardAction')}
          </Button>
        )}
      </Space>
      {dialog === 'edit' && <QuoteFormModal quote={quote} onClose={close} />}
      {dialog === 'share' && <ShareQuoteModal quote={quote} onClose={close} />}
      {dialog === 'select' && (
        <SelectQuoteModal quote={quote} onClose={close} onSelected={(orderId) => void navigate(quoteOrderPath(quote, orderId))} />
      )}
      {dialog === 'decline' && (
        <FormModal<{ reason?: string }>
          title={t('quote.decline.title', { no: quote.quoteNo })}
          testId="quote-decline"
          form={reasonForm}
          name="quoteDecline"
          fields={['reason']}
          onClose={close}
          onSubmit={async (values) => {
            await quoteApi.decline(quote.id, values.reason?.trim() ?? '');
            showSuccessToast(t('quote.declinedOk'));
            await refresh();
          }}
        >
          <Form.Item
            name="reason"
            label={t('quote.decline.reason')}
            rules={[{ required: true, whitespace: true, message: t('field.required') }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount data-testid="quote-decline-reason" />
          </Form.Item>
        </FormModal>
      )}
      {dialog === 'withdraw' && (
        <FormModal<{ reason?: string }>
          title={t('quote.withdrawAction')}
          testId="quote-withdraw"
          form={reasonForm}
          name="quoteWithdraw"
          fields={['reason']}
          onClose={close}
          intro={<p>{t('quote.withdraw.confirm', { no: quote.quoteNo })}</p>}
          onSubmit={async (values) => {
            await quoteApi.withdraw(quote.id, values.reason?.trim() || null);
            showSuccessToast(t('quote.withdrawnOk'));
            await refresh();
          }}
        >
          <Form.Item name="reason" label={t('quote.withdraw.reason')}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </FormModal>
      )}
    </>
  );
}
