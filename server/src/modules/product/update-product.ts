import { AUDIT_STATUS, type ProductUpdateBody, PUBLISH_STATUS } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { checkProductFields, checkSubmittable, productColumns } from './product-checks.ts';
import { findOwnProduct, recordAudit, recordPrice, sellerShop, updateProduct } from './product-repo.ts';
import type { ProductRow } from './tables.ts';

export type UpdateOutcome = 'updated' | 'submitted' | 'resubmitted';

/**
 * POST /product/update: replaces every field of one of the shop's products.
 * - draft or rejected: edited in place; `submit: true` sends it to review (0 审核中);
 * - approved (on or off shelf): the changed listing must be audited again — it goes off shelf, out
 *   of the showcase and back to review (0 审核中), whatever `submit` says;
 * - under review: 409 (withdraw it first with /product/revocation).
 * Submitting checks the validity date and, for a dangerous good, the licence. A changed price is
 * added to the price history.
 */
export async function updateProductFields(
  tx: Db,
  companyId: number,
  userId: number,
  input: ProductUpdateBody,
): Promise<{ row: ProductRow; outcome: UpdateOutcome }> {
  const { id, submit, ...fields } = input;
  const shop = await sellerShop(tx, companyId, { open: true });
  const current = await findOwnProduct(tx, shop.id, id);
  if (current.auditStatus === AUDIT_STATUS.PENDING) throw wrongState('product.editWhilePending');
  await checkProductFields(tx, fields, userId, current);
  const wasApproved = current.auditStatus === AUDIT_STATUS.APPROVED;
  const edited = await updateProduct(tx, current.id, {
    ...productColumns(fields),
    ...(wasApproved ? { publishStatus: PUBLISH_STATUS.OFF_SHELF, showcase: false } : {}),
  });
  if (edited.price !== current.price) await recordPrice(tx, edited.id, edited.price, current.price, userId);
  if (!submit && !wasApproved) {
    await recordAudit(tx, edited, 'update', userId);
    return { row: edited, outcome: 'updated' };
  }
  await checkSubmittable(tx, edited);
  const row = await updateProduct(tx, edited.id, {
    auditStatus: AUDIT_STATUS.PENDING,
    auditReason: null,
    submittedAt: new Date(),
  });
  await recordAudit(tx, row, wasApproved ? 'resubmit' : 'submit', userId);
  return { row, outcome: wasApproved ? 'resubmitted' : 'submitted' };
}
