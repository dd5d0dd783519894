import type { Bill, BillParty, Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type FlowActor, takeStep } from '../../platform/flow/engine.ts';
import { invalidField, notFound } from '../../platform/http/app-error.ts';
import { type ReceiptCaller, unlockReceipt } from '../warehouse-receipt/index.ts';
import { readBill } from './bill-access.ts';
import { BILL_BINDING, billSides } from './bindings.ts';
import { billsOfLading } from './tables.ts';

/** Ends a bill before loading and releases its receipt (the part split off for it stays a receipt of its own). */
async function cancelAs(
  tx: Db,
  actor: FlowActor<BillParty>,
  body: { id: number; reason: string | null },
  lang: Language,
): Promise<void> {
  if (actor.party !== 'holder' && !body.reason) throw invalidField('reason', 'bill.reasonRequired');
  await takeStep(
    tx,
    {
      ...BILL_BINDING,
      async after(tx, step) {
        await unlockReceipt(tx, { id: step.before.receiptId, actor: { party: 'system', userId: null, companyId: null }, lang });
        return undefined;
      },
    },
    {
      id: body.id,
      action: 'cancel',
      actor,
      changes: { cancelReason: body.reason, cancelledBy: actor.party, cancelledAt: new Date() },
      detail: { reason: body.reason },
      lang,
    },
  );
}

/**
 * /wr/bill/lading/cancel: the holder withdraws its bill, or the keeper refuses it with the reason. A company that is
 * both (a factory's own goods) acts as the holder.
 */
export async function cancelByCompany(
  tx: Db,
  caller: ReceiptCaller,
  body: { id: number; reason: string | null },
  lang: Language,
): Promise<Bill> {
  const [bill] = await tx.select().from(billsOfLading).where(eq(billsOfLading.id, body.id));
  const sides = bill ? billSides(bill, caller.companyId) : [];
  const party = sides[0];
  if (!party) throw notFound('bill.notFound');
  await cancelAs(tx, { party, userId: caller.userId, companyId: caller.companyId, ip: caller.ip }, body, lang);
  return readBill(tx, body.id, { companyId: caller.companyId }, lang);
}

/** /admin/wr/bill/lading/cancel: the operator stops a pick-up, with the reason. */
export async function cancelByOperator(
  tx: Db,
  operator: { userId: number; ip: string | null },
  body: { id: number; reason: string },
  lang: Language,
): Promise<Bill> {
  await cancelAs(tx, { party: 'operator', userId: operator.userId, companyId: null, ip: operator.ip }, body, lang);
  return readBill(tx, body.id, { operator: true }, lang);
}
