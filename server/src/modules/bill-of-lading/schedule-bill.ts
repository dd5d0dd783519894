import { BILL_SCHEDULE_DAYS_AHEAD, type Bill, type BillScheduleBody, chinaDate, type Language, shiftDay } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { warehouses } from '../warehouse/index.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { readBill } from './bill-access.ts';
import { newPickupCode } from './bill-number.ts';
import { BILL_BINDING } from './bindings.ts';
import { scheduledOn } from './capacity.ts';
import { billsOfLading } from './tables.ts';

/**
 * /wr/bill/lading/scheduling/info: the keeper gives a pick-up its day, slot and dock, or moves it. The day's
 * scheduled quantity may not pass the warehouse's daily outbound capacity: the warehouse row is locked first, so two
 * keepers filling the last of a day take turns and the second is refused 409 with what remains.
 */
export async function scheduleBill(tx: Db, caller: ReceiptCaller, body: BillScheduleBody, lang: Language): Promise<Bill> {
  const [bill] = await tx.select().from(billsOfLading).where(eq(billsOfLading.id, body.id));
  if (!bill || bill.keeperCompanyId !== caller.companyId) throw notFound('bill.notFound');
  const today = chinaDate();
  if (body.date < today || body.date > shiftDay(today, BILL_SCHEDULE_DAYS_AHEAD))
    throw invalidField('date', 'bill.dateOutOfRange', { days: BILL_SCHEDULE_DAYS_AHEAD });
  const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.id, bill.warehouseId)).for('update');
  if (!warehouse) throw new Error(`bill ${bill.id} names no warehouse`);

  const scheduled = await takeStep(tx, BILL_BINDING, {
    id: bill.id,
    action: 'schedule',
    actor: { party: 'keeper', userId: caller.userId, companyId: caller.companyId, ip: caller.ip },
    changes: {
      scheduledDate: body.date,
      slot: body.slot,
      dock: body.dock,
      scheduledAt: new Date(),
      pickupCode: bill.pickupCode ?? newPickupCode(),
    },
    detail: { date: body.date, slot: body.slot, dock: body.dock, movedFrom: bill.scheduledDate, movedFromSlot: bill.slot },
    lang,
  });
  const capacity = new Decimal(warehouse.dailyOutboundCapacity);
  const remaining = capacity.minus(await scheduledOn(tx, warehouse.id, body.date, bill.id));
  if (remaining.lessThan(scheduled.quantity))
    throw wrongState('bill.capacityExceeded', {
      date: body.date,
      remaining: Decimal.max(remaining, 0).toString(),
      quantity: new Decimal(scheduled.quantity).toString(),
    });
  return readBill(tx, bill.id, { companyId: caller.companyId }, lang);
}
