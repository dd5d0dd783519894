import type { Language } from '@hgsc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { invalidField } from '../../platform/http/app-error.ts';
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
  const keys = [...new Set(body.proofKeys)];
  const owned = await tx
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(and(inArray(storedFiles.key, keys), eq(storedFiles.ownerUserId, caller.userId)));
  if (owned.length !== keys.length) throw invalidField('proofKeys', 'order.proofInvalid');
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
