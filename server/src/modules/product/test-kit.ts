/** Test helpers of the product tests: shops, categories and certificates inserted directly. */
import { chinaDate } from '@hgsc/contracts';
import { tinyPdf, tinyPng } from '../../../test/files.ts';
import { createCompany, createUser, newMobile, type TestApp, tokenFor } from '../../../test/harness.ts';
import { forgetCatalogue } from '../../platform/cache/catalogue-cache.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { categories } from '../category/tables.ts';
import { companyCertificates } from '../certificate/tables.ts';
import { shops } from '../shop/tables.ts';

const DAY_MS = 24 * 3600 * 1000;
/** The calendar day (China) `days` from today. */
export const day = (days: number) => chinaDate(new Date(Date.now() + days * DAY_MS));

/** A shop of the company, approved (open) unless `auditStatus` says otherwise. */
export async function createShop(t: TestApp, companyId: number, { auditStatus = 1 }: { auditStatus?: 0 | 1 | 2 } = {}) {
  const [shop] = await t.ctx.db
    .insert(shops)
    .values({ companyId, name: `测试店铺${companyId}`, contactName: '孙七', contactMobile: newMobile(), auditStatus })
    .returning();
  if (!shop) throw new Error('shop not created');
  // Written past the routes, which forget what the catalogue keeps in memory (the shops a keyword names).
  forgetCatalogue(t.ctx);
  return shop;
}

export async function createCategory(t: TestApp, input: { name?: string; parentId?: number; enabled?: boolean } = {}) {
  const [row] = await t.ctx.db
    .insert(categories)
    .values({ name: input.name ?? '醇类', parentId: input.parentId ?? null, enabled: input.enabled ?? true })
    .returning();
  if (!row) throw new Error('category not created');
  forgetCatalogue(t.ctx);
  return row;
}

let licenceSeq = 0;
/** A 危险化学品经营许可证 of the company, approved and valid unless told otherwise. */
export async function grantLicence(
  t: TestApp,
  companyId: number,
  input: { auditStatus?: 0 | 1 | 2; validTo?: string; type?: string } = {},
) {
  licenceSeq += 1;
  const [row] = await t.ctx.db
    .insert(companyCertificates)
    .values({
      companyId,
      type: input.type ?? 'hazchem_business',
      number: `沪危化经字〔2024〕${String(licenceSeq).padStart(6, '0')}`,
      scope: '甲醇、苯（不带储存设施经营）',
      validFrom: day(-365),
      validTo: input.validTo ?? day(365),
      fileKey: 'licence-scan.png',
      auditStatus: input.auditStatus ?? 1,
    })
    .returning();
  if (!row) throw new Error('certificate not created');
  return row;
}

/** A public (/oss) image, or with `pdf` a public PDF, uploaded by the user; `encrypted` makes it an /encry upload. */
export async function uploadFor(t: TestApp, userId: number, { pdf = false, encrypted = false } = {}) {
  return (
    await storeBytes(t.ctx, {
      bytes: pdf ? tinyPdf() : tinyPng(),
      fileName: pdf ? 'sds.pdf' : 'product.png',
      kind: pdf ? 'pdf' : 'img',
      encrypted,
      ownerUserId: userId,
    })
  ).key;
}

/** A main account of an approved company with an open shop. */
export async function createSeller(t: TestApp, { shopStatus = 1 }: { shopStatus?: 0 | 1 | 2 } = {}) {
  const user = await createUser(t, { name: '卖家' });
  const company = await createCompany(t, user.id);
  const shop = await createShop(t, company.id, { auditStatus: shopStatus });
  return { user, company, shop, token: await tokenFor(t, user.id) };
}
