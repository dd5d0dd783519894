import type { Language, Receipt } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { RECEIPT_BINDING } from './bindings.ts';
import type { ReceiptCaller } from './caller.ts';
import { readReceipt } from './receipt-access.ts';

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
