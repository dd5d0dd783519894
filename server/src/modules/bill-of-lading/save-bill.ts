import { type Bill, type BillSaveBody, billStatusLabelKey, chinaDate, type Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { requireReceiptAgreement } from '../agreement/index.ts';
import { recordCrew } from '../vehicle-crew/index.ts';
import { checkDealQuantity, dealPart, lockReceipt, type ReceiptCaller, receiptForDeal } from '../warehouse-receipt/index.ts';
import { readBill } from './bill-access.ts';
import { newBillNumber } from './bill-number.ts';
import { billsOfLading } from './tables.ts';

/**
 * /wr/bill/lading/save: the holder asks to take goods out. Taking less than the whole splits the receipt first (no lot
 * applies: those goods leave), so the rest stays free to trade; the part taken is locked for the pick-up in the same
 * transaction. The receipt row is locked before anything is read of it: of two bills on one receipt, the second
 * finds it split or locked and is refused 409.
 */
export async function saveBill(tx: Db, caller: ReceiptCaller, body: BillSaveBody, lang: Language): Promise<Bill> {
  await requireReceiptAgreement(tx, caller.companyId);
  const receipt = await receiptForDeal(tx, body.receiptId, caller.companyId, lang);
  if (body.expectedDate < chinaDate()) throw invalidField('expectedDate', 'bill.expectedDatePast');
  checkDealQuantity(receipt, body.quantity, 'bill.quantityOverReceipt');
  const crewId = await recordCrew(tx, caller.companyId, body.crew, { hazardous: receipt.hazardClass !== null, field: 'crew' });

  const holder = { party: 'holder' as const, userId: caller.userId, companyId: caller.companyId, ip: caller.ip };
  const part = await dealPart(tx, receipt, { quantity: body.quantity, actor: holder, reason: 'pickup', lang });

  const [bill] = await tx
    .insert(billsOfLading)
    .values({
      billNo: newBillNumber,
      status: 'submitted',
      holderCompanyId: caller.companyId,
      holderUserId: caller.userId,
      receiptId: part.id,
      sourceReceiptId: receipt.id,
      warehouseId: receipt.warehouseId,
      keeperCompanyId: receipt.keeperCompanyId,
      quantity: part.quantity,
      pieces: part.pieces,
      expectedDate: body.expectedDate,
      crewId,
      remark: body.remark,
    })
    .returning();
  if (!bill) throw new Error('bill insert returned no row');
  await lockReceipt(tx, { id: part.id, lock: 'pickup', ref: bill.billNo, actor: holder, lang });
  await recordNodeOperation(tx, {
    bizType: 'billOfLading',
    bizId: bill.id,
    node: billStatusLabelKey('submitted'),
    action: 'submit',
    actorRole: 'holder',
    actorUserId: caller.userId,
    companyId: caller.companyId,
    fromState: null,
    toState: 'submitted',
    detail: { receiptNo: part.receiptNo, sourceReceiptNo: receipt.receiptNo, quantity: part.quantity, plate: body.crew.plate },
    ip: caller.ip,
  });
  return readBill(tx, bill.id, { companyId: caller.companyId }, lang);
}
