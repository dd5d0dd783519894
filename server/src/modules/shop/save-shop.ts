import { AUDIT_STATUS, type Language, type ShopSaveInput } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, forbidden, notFound } from '../../platform/http/app-error.ts';
import { findShopOfCompany } from './checks.ts';
import { changesOf, checkChanges } from './edit-fields.ts';
import { type ShopRow, shops } from './tables.ts';
import { auditStatusLabel, writeShopHistory } from './view.ts';

/**
 * POST /shop/save: an open shop (审核通过) edits its display fields — logo, banner, introduction,
 * main products, contact, region and address — without a new audit ('save' in the history). The
 * name is audited and not accepted here; a shop not open answers 409 naming its state.
 */
export async function saveShop(ctx: AppContext, auth: Auth, input: ShopSaveInput, lang: Language) {
  if (!auth.company) throw forbidden('company.required');
  const found = await findShopOfCompany(ctx.db, auth.company.companyId);
  if (!found) throw notFound('shop.none');
  const { shop, companyName } = found;
  const notOpen = (status: number) => new AppError('WRONG_STATE', 'shop.notOpen', { status: auditStatusLabel(status, lang) });
  if (shop.auditStatus !== AUDIT_STATUS.APPROVED) throw notOpen(shop.auditStatus);

  const changes = changesOf(shop, input);
  await checkChanges(ctx.db, shop, changes, auth.user.id);
  if (!Object.keys(changes).length) return { shop, companyName, changed: [] as string[] };
  const [updated] = await ctx.db
    .update(shops)
    .set({ ...(changes as Partial<ShopRow>), updatedAt: new Date() })
    .where(and(eq(shops.id, shop.id), eq(shops.auditStatus, AUDIT_STATUS.APPROVED)))
    .returning();
  if (!updated) throw notOpen(AUDIT_STATUS.PENDING);
  await writeShopHistory(ctx.db, updated, 'save', auth.user.id);
  return { shop: updated, companyName, changed: Object.keys(changes) };
}
