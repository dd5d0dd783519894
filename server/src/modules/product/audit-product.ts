import type { AuditDecisionInput } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { type AuditedObject, decideAudit } from '../../platform/audit/decide.ts';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { requireLicenceFor } from './product-checks.ts';
import { recordAudit } from './product-repo.ts';
import { type ProductRow, products } from './tables.ts';

const NOT_PENDING = { draft: 'product.auditDraft', 1: 'product.auditApproved', 2: 'product.auditRejected' } as const;

const auditedProduct: AuditedObject<ProductRow> = {
  lock: (tx, id) => tx.select().from(products).where(eq(products.id, id)).for('update'),
  notPending: (row) => wrongState(row.auditStatus === null ? NOT_PENDING.draft : NOT_PENDING[row.auditStatus as 1 | 2]),
  // Approving a dangerous good re-checks the licence: it may have expired or been withdrawn since submission.
  checkApproval: requireLicenceFor,
  write: (tx, row, outcome) => tx.update(products).set(outcome).where(eq(products.id, row.id)).returning(),
  record: recordAudit,
};

/**
 * POST /admin/product/audit (operator): approve (1 审核通过, still off shelf — the seller puts it on
 * shelf) or reject with a reason (2 审核未通过) a product under review; any other state → 409 naming
 * it. Approving a dangerous good without the company's valid licence → 403.
 */
export const auditProduct = (tx: Db, operatorId: number, input: AuditDecisionInput) =>
  decideAudit(tx, auditedProduct, operatorId, input);
