import { type Bill, type BillFinishBody, chinaDate, type Language } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { feeInForce } from '../warehouse/index.ts';
import {
  deregisterPickedReceipt,
  type ReceiptCaller,
  splitReceipt,
  storageFeeDue,
  warehouseReceipts,
} from '../warehouse-receipt/index.ts';
import { readBill } from './bill-access.ts';
import { BILL_BINDING } from './bindings.ts';
import { billsOfLading, weighTickets } from './tables.ts';
import { checkLoads } from './weigh-tickets.ts';

/**
 * /wr/bill/lading/finish: the keeper records the loads and ends the pick-up, in one transaction. Everything out: the
 * bill's receipt is deregistered. A partial pick-up splits it first (the system's split, no lot rules), the part
 * loaded deregistered, the rest held by the holder, free again. The part taken settles its storage fee to today and
 * the outbound fee in force.
 */
export async function finishBill(tx: Db, caller: ReceiptCaller, body: BillFinishBody, lang: Language): Promise<Bill> {
  const [bill] = await tx.select().from(billsOfLading).where(eq(billsOfLading.id, body.id));
  if (!bill || bill.keeperCompanyId !== caller.companyId) throw notFound('bill.notFound');
  const loaded = checkLoads(bill, body);
  const today = chinaDate();

  await takeStep(
    tx,
    {
      ...BILL_BINDING,
      async after(tx, step) {
        const { before } = step;
        const system = { party: 'system' as const, userId: null, companyId: null };
        const [taken, rest] = loaded.allOut
          ? [before.receiptId, null]
          : (
              await splitReceipt(tx, {
                id: before.receiptId,
                quantities: [loaded.picked.toString(), new Decimal(before.quantity).minus(loaded.picked).toString()],
                pieces: before.pieces > 0 ? [loaded.pickedPieces, before.pieces - loaded.pickedPieces] : undefined,
                actor: system,
                reason: 'pickup',
                lang,
              })
            ).map((child) => child.id);
        if (taken == null) throw new Error('a partial pick-up answered no part');
        const [takenRow] = await tx.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, taken));
        if (!takenRow) throw new Error(`receipt ${taken} vanished`);
        const storage = await storageFeeDue(tx, takenRow, today);
        const fees = await feeInForce(tx, takenRow.warehouseId, takenRow.productId, today);
        const outbound = new Decimal(fees?.outboundFee ?? 0).times(loaded.picked).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        const picked = await deregisterPickedReceipt(tx, { id: taken, billNo: before.billNo, feesTo: today, lang });

        await tx.insert(weighTickets).values(loaded.tickets.map((ticket) => ({ ...ticket, billId: before.id })));
        await tx
          .update(billsOfLading)
          .set({
            pickedReceiptId: taken,
            restReceiptId: rest ?? null,
            storageFee: storage.amount,
            outboundFee: outbound.toFixed(2),
            feesTo: today,
          })
          .where(eq(billsOfLading.id, before.id));
        return {
          pickedReceiptNo: picked.receiptNo,
          restReceiptId: rest ?? null,
          storageFee: storage.amount,
          outboundFee: outbound.toFixed(2),
        };
      },
    },
    {
      id: bill.id,
      action: 'finish',
      actor: { party: 'keeper', userId: caller.userId, companyId: caller.companyId, ip: caller.ip },
      changes: {
        pickedQuantity: loaded.picked.toString(),
        pickedPieces: loaded.pickedPieces,
        variance: loaded.variance?.toString() ?? null,
        finishRemark: body.remark,
        finishedAt: new Date(),
      },
      detail: {
        tickets: loaded.tickets.length,
        picked: loaded.picked.toString(),
        allOut: loaded.allOut,
        variance: loaded.variance?.toString() ?? null,
      },
      lang,
    },
  );
  return readBill(tx, bill.id, { companyId: caller.companyId }, lang);
}
