import type { Receipt } from '@hgsc/contracts';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePickedOutBill, WithBillLink } from '../../bill-of-lading/index.ts';

type Tone = 'info' | 'success' | 'warning' | 'error';

/** Where the reason goes in a hint's words, so that a bill number in it can be drawn as a link. */
const REASON_MARK = '\u0000';

/**
 * Whose turn a receipt is: the platform audits a registered one, the warehouse corrects a rejected one, the holder
 * uses one in force unless a deal holds it (the lock), and a split or deregistered one is over.
 */
export function receiptTurn(receipt: Receipt): { tone: Tone; waitingFor: string; title: string; hint?: string } {
  const holder = receipt.sides.includes('holder');
  switch (receipt.status) {
    case 'pendingAudit':
      return {
        tone: 'info',
        waitingFor: 'operator',
        title: 'receiptHolder.rturn.auditing',
        hint: 'receiptHolder.rturn.auditingHint',
      };
    case 'rejected':
      return {
        tone: 'warning',
        waitingFor: 'keeper',
        title: 'receiptHolder.rturn.rejected',
        hint: 'receiptHolder.rturn.rejectedHint',
      };
    case 'active':
      if (receipt.lock !== 'none')
        return {
          tone: 'warning',
          waitingFor: 'lock',
          title: 'receiptHolder.rturn.locked',
          hint: 'receiptHolder.rturn.lockedHint',
        };
      return holder
        ? { tone: 'success', waitingFor: 'you', title: 'receiptHolder.rturn.active', hint: 'receiptHolder.rturn.activeHint' }
        : { tone: 'info', waitingFor: 'holder', title: 'receiptHolder.rturn.activeKept' };
    case 'split':
      return { tone: 'info', waitingFor: 'none', title: 'receiptHolder.rturn.split' };
    case 'cancelled':
      return {
        tone: 'info',
        waitingFor: 'none',
        title: 'receiptHolder.rturn.cancelled',
        hint: 'receiptHolder.rturn.cancelledHint',
      };
  }
}

/** The banner at the top of a receipt: whose step it is now, and for the keeper that this page is read-only. */
export function ReceiptTurnNotice({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const turn = receiptTurn(receipt);
  const params = {
    holder: receipt.holderCompanyName,
    keeper: receipt.keeperCompanyName,
    lock: receipt.lockLabel,
    reason: (receipt.status === 'cancelled' ? receipt.cancelReason : receipt.auditReason) ?? '-',
    at: formatDate(receipt.cancelledAt),
  };
  const keeperOnly = !receipt.sides.includes('holder');
  // A receipt deregistered by a pick-up names its bill: the number opens it.
  const pickedBy = usePickedOutBill(receipt);
  const hint = turn.hint && t(turn.hint, { ...params, reason: REASON_MARK }).split(REASON_MARK);

  return (
    <Alert
      type={turn.tone}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="wr-receipt-turn"
      data-turn={turn.waitingFor}
      title={t(turn.title, params)}
      description={
        (turn.hint || keeperOnly) && (
          <>
            {hint && (
              <div>
                {hint[0]}
                {hint.length > 1 && <WithBillLink text={params.reason} bill={pickedBy} />}
                {hint.slice(1).join(params.reason)}
              </div>
            )}
            {keeperOnly && (
              <div>
                {t('receiptHolder.rturn.keeperReadOnly')}{' '}
                <Link to={`/manage/newdetails?id=${receipt.id}`} data-testid="wr-receipt-keeper-view">
                  {t('receiptHolder.rturn.keeperView')}
                </Link>
              </div>
            )}
          </>
        )
      }
    />
  );
}
