import { type Language, type Receipt, translate } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { RECEIPT_BINDING } from './bindings.ts';
import type { ReceiptCaller } from './caller.ts';
import { readReceipt } from './receipt-access.ts';
import type { ReceiptRow } from './tables.ts';

/**
 * /wr/warehouse/receipt/logout: the keeper deregisters (注销) a receipt whose goods are gone, or a rejected one it will
 * not correct. Its number stays taken. A locked receipt waits for its deal (a pick-up deregisters it itself).
 */
export async function cancelByKeeper(
  tx: Db,
  caller: ReceiptCaller,
  body: { id: number; reason: string },
  lang: Language,
): Promise<Receipt> {
  await takeStep(tx, RECEIPT_BINDING, {
    id: body.id,
    action: 'cancel',
    actor: { party: 'keeper', userId: caller.userId, companyId: caller.companyId, ip: caller.ip },
    changes: { cancelReason: body.reason, cancelledAt: new Date() },
    detail: { reason: body.reason },
    lang,
  });
  return readReceipt(tx, body.id, { companyId: caller.companyId }, lang);
}

/**
 * A pick-up's end: the goods a bill of lading took are gone, so the system deregisters their receipt, releases the
 * pick-up's lock and settles its storage fee to the day of the last load (付止日).
 */
export function deregisterPickedReceipt(
  tx: Db,
  input: { id: number; billNo: string; feesTo: string; lang: Language },
): Promise<ReceiptRow> {
  return takeStep(tx, RECEIPT_BINDING, {
    id: input.id,
    action: 'cancel',
    actor: { party: 'system', userId: null, companyId: null },
    changes: {
      lockType: 'none',
      lockRef: null,
      feePaidTo: input.feesTo,
      cancelReason: translate('receipt.pickedUp', input.lang, { billNo: input.billNo }),
      cancelledAt: new Date(),
    },
    detail: { billNo: input.billNo, feesTo: input.feesTo },
    lang: input.lang,
  });
}
