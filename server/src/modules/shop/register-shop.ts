import { AUDIT_STATUS, type Language, type ShopRegisterInput } from '@hgsc/contracts';
import type { Auth } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { AppError, forbidden } from '../../platform/http/app-error.ts';
import { currentShopAgreement } from './agreement.ts';
import { checkShopImage, checkShopNameFree, checkShopRegion, findShopOfCompany, rethrowShopNameRace } from './checks.ts';
import { shops } from './tables.ts';
import { auditStatusLabel, writeShopHistory } from './view.ts';

const alreadyApplied = (status: number, lang: Language) =>
  new AppError('CONFLICT', 'shop.alreadyApplied', { status: auditStatusLabel(status, lang) });

/**
 * POST /shop/register: the active, certified company applies for its shop (one per company),
 * accepting the current shop entry agreement. The application is 审核中 until the operator audits it.
 */
export async function registerShop(ctx: AppContext, auth: Auth, input: ShopRegisterInput, lang: Language) {
  const company = auth.company;
  if (!company) throw forbidden('company.required');
  const existing = await findShopOfCompany(ctx.db, company.companyId);
  if (existing) throw alreadyApplied(existing.shop.auditStatus, lang);

  const agreement = await currentShopAgreement(ctx.db);
  const current = agreement?.version ?? 0;
  if (input.agreementVersion !== current) {
    throw new AppError('WRONG_STATE', 'shop.agreementStale', { current }, { field: 'agreementVersion' });
  }
  const { agreementVersion, ...fields } = input;
  checkShopRegion(fields);
  if (fields.logoKey) await checkShopImage(ctx.db, 'logoKey', fields.logoKey, auth.user.id);
  if (fields.bannerKey) await checkShopImage(ctx.db, 'bannerKey', fields.bannerKey, auth.user.id);
  await checkShopNameFree(ctx.db, fields.name);

  const now = new Date();
  const [row] = await ctx.db
    .insert(shops)
    .values({
      ...fields,
      intro: fields.intro || null,
      mainProducts: fields.mainProducts || null,
      contactPhone: fields.contactPhone || null,
      companyId: company.companyId,
      entryAgreementVersion: agreementVersion,
      auditStatus: AUDIT_STATUS.PENDING,
      submittedAt: now,
    })
    .returning()
    .catch((error: unknown) => {
      // The same company applied twice at once: the other call won.
      if (violatedUniqueConstraint(error) === 'shops_company_unique') throw alreadyApplied(AUDIT_STATUS.PENDING, lang);
      return rethrowShopNameRace(error);
    });
  if (!row) throw new Error('shop not created');
  await writeShopHistory(ctx.db, row, 'submit', auth.user.id);
  return { shop: row, companyName: company.companyName };
}
