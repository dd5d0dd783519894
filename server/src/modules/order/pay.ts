import type { Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { ownUploads } from '../../platform/files/own-upload.ts';
import { applyForCaller } from './act.ts';
import type { OrderCaller } from './order-access.ts';
import type { OrderRow } from './tables.ts';

/**
 * POST /order/pay (buyer, 40 → 60): the bank-transfer proof — files the caller uploaded (else 400
 * naming proofKeys) — and an optional remark. The seller's members may see the proof (file-access.ts).
 */
export async function payOrder(
  tx: Db,
  caller: OrderCaller,
  body: { id: number; proofKeys: string[]; remark?: string },
  lang: Language,
): Promise<OrderRow> {
  const keys = await ownUploads(tx, body.proofKeys, caller.userId, 'proofKeys');
  return applyForCaller(
    tx,
    caller,
    {
      orderId: body.id,
      action: 'pay',
      party: 'buyer',
      changes: { paymentProofKeys: keys, paymentRemark: body.remark || null, paidAt: new Date() },
      detail: { proofKeys: keys, remark: body.remark ?? null },
    },
    lang,
  );
}
