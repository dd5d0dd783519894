import type { Deposit, Receipt } from '@hgsc/contracts';
import { Alert } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type Tone = 'info' | 'success' | 'warning' | 'error';
/** Who acts next, seen from the warehouse: the keeper itself, the platform, the holder, or nobody. */
type Turn = { tone: Tone; waitingFor: 'you' | 'operator' | 'holder' | 'none'; key: string };

/** A deposit from the keeper's side: the goods to receive, the receipt to register, then the receipt's own turn. */
export function keeperDepositTurn(deposit: Deposit, receipt: Pick<Receipt, 'status'> | null): Turn {
  switch (deposit.status) {
    case 'pending':
      return { tone: 'warning', waitingFor: 'you', key: 'pending' };
    case 'received':
      return { tone: 'warning', waitingFor: 'you', key: 'received' };
    case 'refused':
      return { tone: 'error', waitingFor: 'none', key: 'refused' };
    case 'withdrawn':
      return { tone: 'info', waitingFor: 'none', key: 'withdrawn' };
    case 'registered':
      if (receipt?.status === 'pendingAudit') return { tone: 'info', waitingFor: 'operator', key: 'auditing' };
      if (receipt?.status === 'rejected') return { tone: 'warning', waitingFor: 'you', key: 'rejected' };
      return { tone: 'success', waitingFor: 'none', key: 'registered' };
  }
}

/** A receipt from its keeper's side: the audit, a correction the platform asked for, the holder's use, its end. */
export function keeperReceiptTurn(receipt: Receipt): Turn {
  switch (receipt.status) {
    case 'pendingAudit':
      return { tone: 'info', waitingFor: 'operator', key: 'auditing' };
    case 'rejected':
      return { tone: 'warning', waitingFor: 'you', key: 'rejected' };
    case 'active':
      return receipt.lock === 'none'
        ? { tone: 'success', waitingFor: 'holder', key: 'active' }
        : { tone: 'warning', waitingFor: 'holder', key: 'locked' };
    case 'split':
      return { tone: 'info', waitingFor: 'none', key: 'split' };
    case 'cancelled':
      return { tone: 'info', waitingFor: 'none', key: 'cancelled' };
  }
}

/** The banner of a keeper's details page: whose step it is and, when it is the keeper's, what to do. */
export function KeeperTurnNotice({
  turn,
  kind,
  params,
  testId,
}: {
  turn: Turn;
  kind: 'deposit' | 'receipt';
  params: Record<string, string>;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type={turn.tone}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid={testId}
      data-turn={turn.waitingFor}
      title={t(`keeperPage.${kind}Turn.${turn.key}`, params)}
      description={t(`keeperPage.${kind}Turn.${turn.key}Hint`, params)}
    />
  );
}

/** The words a deposit's banner fills in. */
export const depositTurnParams = (deposit: Deposit, receipt: Pick<Receipt, 'auditReason'> | null) => ({
  applicant: deposit.applicantCompanyName,
  date: deposit.status === 'pending' ? deposit.expectedArrival : (deposit.arrivalDate ?? '-'),
  reason: deposit.refuseReason ?? receipt?.auditReason ?? '-',
  receiptNo: deposit.receiptNo ?? '',
});

/** The words a receipt's banner fills in. */
export const receiptTurnParams = (receipt: Receipt) => ({
  holder: receipt.holderCompanyName,
  lock: receipt.lockLabel,
  reason: (receipt.status === 'cancelled' ? receipt.cancelReason : receipt.auditReason) ?? '-',
  at: formatDate(receipt.cancelledAt),
});
