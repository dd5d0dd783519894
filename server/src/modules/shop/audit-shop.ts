import type { AdminShopAuditInput, Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { type AuditedObject, decideAudit } from '../../platform/audit/decide.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { type ShopRow, shops } from './tables.ts';
import { auditStatusLabel, writeShopHistory } from './view.ts';

const auditedShop = (lang: Language): AuditedObject<ShopRow> => ({
  lock: (tx, id) => tx.select().from(shops).where(eq(shops.id, id)).for('update'),
  notPending: (row) => new AppError('WRONG_STATE', 'shop.notUnderReview', { status: auditStatusLabel(row.auditStatus, lang) }),
  write: (tx, row, outcome) => tx.update(shops).set(outcome).where(eq(shops.id, row.id)).returning(),
  record: writeShopHistory,
});

/**
 * POST /admin/shop/audit: the operator approves (审核通过: the shop opens) or rejects (审核未通过,
 * with the reason the applicant sees) an entry application under review; 409 naming the state otherwise.
 */
export async function auditShop(ctx: AppContext, operatorId: number, input: AdminShopAuditInput, lang: Language) {
  const shop = await decideAudit(ctx.db, auditedShop(lang), operatorId, input);
  const [company] = await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, shop.companyId));
  return { shop, companyName: company?.name ?? '' };
}
