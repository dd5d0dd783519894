import type { Deposit, Receipt } from '@hgsc/contracts';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type Tone = 'info' | 'success' | 'warning' | 'error';
interface Turn {
  tone: Tone;
  /** Who acts next: the warehouse, the platform, the company itself, or nobody (the application ended). */
  waitingFor: 'keeper' | 'operator' | 'you' | 'none';
  title: string;
  params: Record<string, string>;
  hint?: string;
}

/**
 * Whose turn an application is, read from its status and, once registered, its receipt's: the warehouse receives and
 * registers, the platform audits, the keeper corrects a rejected receipt, and then the receipt is the company's.
 */
export function depositTurn(deposit: Deposit, receipt: Pick<Receipt, 'status' | 'auditReason'> | null): Turn {
  const base = {
    keeper: deposit.keeperCompanyName,
    warehouse: deposit.warehouseName,
    receiptNo: deposit.receiptNo ?? '',
  };
  switch (deposit.status) {
    case 'pending':
      return {
        tone: 'info',
        waitingFor: 'keeper',
        title: 'receiptHolder.turn.pending',
        params: { ...base, date: deposit.expectedArrival },
        hint: 'receiptHolder.turn.pendingHint',
      };
    case 'received':
      return {
        tone: 'info',
        waitingFor: 'keeper',
        title: 'receiptHolder.turn.received',
        params: { ...base, date: deposit.arrivalDate ?? '-' },
        hint: 'receiptHolder.turn.receivedHint',
      };
    case 'refused':
      return {
        tone: 'error',
        waitingFor: 'none',
        title: 'receiptHolder.turn.refused',
        params: { ...base, reason: deposit.refuseReason ?? '-' },
        hint: 'receiptHolder.turn.refusedHint',
      };
    case 'withdrawn':
      return { tone: 'info', waitingFor: 'none', title: 'receiptHolder.turn.withdrawn', params: base };
    case 'registered':
      return registeredTurn(base, receipt);
  }
}

function registeredTurn(base: Record<string, string>, receipt: Pick<Receipt, 'status' | 'auditReason'> | null): Turn {
  switch (receipt?.status) {
    case 'pendingAudit':
      return {
        tone: 'info',
        waitingFor: 'operator',
        title: 'receiptHolder.turn.auditing',
        params: base,
        hint: 'receiptHolder.turn.auditingHint',
      };
    case 'rejected':
      return {
        tone: 'warning',
        waitingFor: 'keeper',
        title: 'receiptHolder.turn.rejected',
        params: { ...base, reason: receipt.auditReason ?? '-' },
        hint: 'receiptHolder.turn.rejectedHint',
      };
    case 'active':
      return {
        tone: 'success',
        waitingFor: 'you',
        title: 'receiptHolder.turn.active',
        params: base,
        hint: 'receiptHolder.turn.activeHint',
      };
    case 'split':
      return { tone: 'success', waitingFor: 'none', title: 'receiptHolder.turn.split', params: base };
    case 'cancelled':
      return { tone: 'info', waitingFor: 'none', title: 'receiptHolder.turn.cancelled', params: base };
    default:
      // The receipt is no longer the company's (transferred): the application's part is done.
      return { tone: 'success', waitingFor: 'none', title: 'receiptHolder.turn.registered', params: base };
  }
}

/** The banner at the top of an application: whose step it is now and what happens next. */
export function DepositTurnNotice({ deposit, receipt }: { deposit: Deposit; receipt: Receipt | null }) {
  const { t } = useTranslation();
  const turn = depositTurn(deposit, receipt);
  // A company depositing in a warehouse it keeps itself takes the keeper's steps too, on the keeper's page.
  const keeperSteps = deposit.actions.some((action) => action !== 'withdraw');
  return (
    <Alert
      type={turn.tone}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="wr-deposit-turn"
      data-turn={turn.waitingFor}
      title={t(turn.title, turn.params)}
      description={
        (turn.hint || keeperSteps) && (
          <>
            {turn.hint && <div>{t(turn.hint, turn.params)}</div>}
            {keeperSteps && (
              <div>
                {t('receiptHolder.turn.youKeep')}{' '}
                <Link to={`/manage/waitpleasedetails?id=${deposit.id}`}>{t('receiptHolder.turn.goKeeper')}</Link>
              </div>
            )}
          </>
        )
      }
    />
  );
}
