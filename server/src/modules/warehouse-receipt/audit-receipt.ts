import type { Language, Receipt } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { RECEIPT_BINDING } from './bindings.ts';
import { readReceipt } from './receipt-access.ts';
import { newCertificateCode } from './title-certificate/certificate-code.ts';

const operatorActor = (userId: number, ip: string | null) => ({ party: 'operator' as const, userId, companyId: null, ip });

/** /admin/wr/receipt/approve: the receipt is issued to its depositor, who holds it from now on. */
export async function approveReceipt(
  tx: Db,
  operator: { userId: number; ip: string | null },
  id: number,
  lang: Language,
): Promise<Receipt> {
  await takeStep(tx, RECEIPT_BINDING, {
    id,
    action: 'approve',
    actor: operatorActor(operator.userId, operator.ip),
    changes: { issuedAt: new Date(), auditedBy: operator.userId, auditReason: null, certificateCode: newCertificateCode() },
    lang,
  });
  return readReceipt(tx, id, { operator: true }, lang);
}

/** /admin/wr/receipt/reject: sent back to the keeper with the reason, to correct and resubmit. */
export async function rejectReceipt(
  tx: Db,
  operator: { userId: number; ip: string | null },
  body: { id: number; reason: string },
  lang: Language,
): Promise<Receipt> {
  await takeStep(tx, RECEIPT_BINDING, {
    id: body.id,
    action: 'reject',
    actor: operatorActor(operator.userId, operator.ip),
    changes: { auditedBy: operator.userId, auditReason: body.reason },
    detail: { reason: body.reason },
    lang,
  });
  return readReceipt(tx, body.id, { operator: true }, lang);
}
