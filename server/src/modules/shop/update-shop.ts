import { AUDIT_STATUS, type Language, type ShopAuditAction, type ShopUpdateInput } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, forbidden, notFound, wrongState } from '../../platform/http/app-error.ts';
import { checkShopNameFree, findShopOfCompany, rethrowShopNameRace } from './checks.ts';
import { changesOf, checkChanges } from './edit-fields.ts';
import { type ShopRow, shops } from './tables.ts';
import { auditStatusLabel, writeShopHistory } from './view.ts';

/**
 * POST /shop/update: the company's entry application. 审核中 → edited in place ('update');
 * 审核未通过 → corrected and back under review ('resubmit'); an open shop (审核通过) answers 409 —
 * its display fields change through /shop/save and its name no longer changes.
 */
export async function updateShop(ctx: AppContext, auth: Auth, input: ShopUpdateInput, lang: Language) {
  if (!auth.company) throw forbidden('company.required');
  const found = await findShopOfCompany(ctx.db, auth.company.companyId);
  if (!found) throw notFound('shop.none');
  const { shop, companyName } = found;
  if (shop.auditStatus === AUDIT_STATUS.APPROVED) {
    throw new AppError('WRONG_STATE', 'shop.openUseSave', { status: auditStatusLabel(shop.auditStatus, lang) });
  }
  const changes = changesOf(shop, input);
  await checkChanges(ctx.db, shop, changes, auth.user.id);
  const resubmit = shop.auditStatus === AUDIT_STATUS.REJECTED;
  // A rejected application does not hold its name; going back under review claims it again.
  if (changes.name || resubmit) await checkShopNameFree(ctx.db, changes.name ?? shop.name, shop.id);

  const action: ShopAuditAction = resubmit ? 'resubmit' : 'update';
  if (!resubmit && !Object.keys(changes).length) return { shop, companyName, action, changed: [] as string[] };
  const now = new Date();
  const updated = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(shops)
        .set({
          ...(changes as Partial<ShopRow>),
          updatedAt: now,
          ...(resubmit
            ? { auditStatus: AUDIT_STATUS.PENDING, auditReason: null, auditedAt: null, auditedBy: null, submittedAt: now }
            : {}),
        })
        // The operator may have audited it meanwhile: act only on the state this call was checked against.
        .where(and(eq(shops.id, shop.id), eq(shops.auditStatus, shop.auditStatus)))
        .returning();
      if (!row) throw wrongState();
      await writeShopHistory(tx, row, action, auth.user.id);
      return row;
    })
    .catch(rethrowShopNameRace);
  return { shop: updated, companyName, action, changed: Object.keys(changes) };
}
