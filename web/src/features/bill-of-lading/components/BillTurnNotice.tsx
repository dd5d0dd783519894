import type { Bill } from '@hgsc/contracts';
import { Alert } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type Tone = 'info' | 'success' | 'warning';
type Viewer = 'holder' | 'keeper' | 'observer';

/** Whom the page speaks to: the holder, the keeper, or someone overseeing it (the operator). */
const viewerOf = (bill: Pick<Bill, 'sides'>): Viewer =>
  bill.sides.includes('holder') ? 'holder' : bill.sides.includes('keeper') ? 'keeper' : 'observer';

/**
 * Whose turn a bill is: the keeper schedules a submitted one, the holder's vehicle comes at the scheduled time and
 * the keeper loads it out, and a finished or cancelled one is over (with who stopped it and why).
 */
export function billTurn(bill: Bill): { tone: Tone; waitingFor: string; title: string; hint?: string } {
  const viewer = viewerOf(bill);
  switch (bill.status) {
    case 'submitted':
      return {
        tone: 'info',
        waitingFor: 'keeper',
        title: 'billPage.turn.submitted',
        ...(viewer === 'observer' ? {} : { hint: `billPage.turn.submitted.${viewer}` }),
      };
    case 'scheduled':
      return viewer === 'observer'
        ? { tone: 'info', waitingFor: 'pickup', title: 'billPage.turn.scheduled' }
        : {
            tone: 'success',
            waitingFor: viewer === 'holder' ? 'you' : 'keeper',
            title: `billPage.turn.scheduled.${viewer}`,
            hint: `billPage.turn.scheduled.${viewer}Hint`,
          };
    case 'finished':
      return { tone: 'success', waitingFor: 'none', title: 'billPage.turn.finished', hint: 'billPage.turn.finishedHint' };
    case 'cancelled':
      return {
        tone: 'warning',
        waitingFor: 'none',
        title: `billPage.turn.cancelled.${bill.cancelledBy ?? 'holder'}`,
        hint: 'billPage.turn.cancelledHint',
      };
  }
}

/** The banner at the top of a bill: whose step it is now and what happens next. */
export function BillTurnNotice({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const turn = billTurn(bill);
  const params = {
    keeper: bill.keeperCompanyName,
    holder: bill.holderCompanyName,
    expected: bill.expectedDate,
    date: bill.scheduledDate ?? '-',
    slot: bill.slotLabel ?? '',
    warehouse: bill.warehouseName,
    address: bill.warehouseAddress,
    contact: bill.warehouseContact,
    at: formatDate(bill.status === 'finished' ? bill.finishedAt : bill.cancelledAt),
    reason: bill.cancelReason || '-',
  };
  return (
    <Alert
      type={turn.tone}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="bill-turn"
      data-turn={turn.waitingFor}
      title={t(turn.title, params)}
      description={turn.hint ? t(turn.hint, params) : undefined}
    />
  );
}
