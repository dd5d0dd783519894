import { type Bill, type BillSlot, chinaDate } from '@hgsc/contracts';

/** The hour (China time) each loading slot opens at the gate, as the slots' words give them (上午 08:00 …). */
const SLOT_OPENS: Record<BillSlot, number> = { morning: 8, afternoon: 13, evening: 18 };

const chinaHour = (now: Date) => new Date(now.getTime() + 8 * 3600_000).getUTCHours();

/**
 * Whether a pick-up is being finished before its time: 'day' before the scheduled day, 'slot' on the day before its
 * slot opens, null on time or late. Trucks come early, so this warns the keeper and never refuses.
 */
export function finishingEarly(bill: Pick<Bill, 'scheduledDate' | 'slot'>, now = new Date()): 'day' | 'slot' | null {
  if (!bill.scheduledDate) return null;
  const today = chinaDate(now);
  if (today < bill.scheduledDate) return 'day';
  if (today === bill.scheduledDate && bill.slot && chinaHour(now) < SLOT_OPENS[bill.slot]) return 'slot';
  return null;
}
