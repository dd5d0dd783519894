import { AUDIT_STATUS, creditCodeCheckChar } from '@hgsc/contracts';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { type CompanyRow, companies, companyMembers, writeHistory } from '../../modules/company/index.ts';
import { makeLicenceImage } from '../../modules/ocr/index.ts';
import { type UserRow, users } from '../../modules/user/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

const code = (body: string) => body + creditCodeCheckChar(body);

/** The demo buyer's and seller's companies, certified (审核通过), with valid credit codes. */
export const DEMO_COMPANIES = [
  {
    owner: 'buyer',
    name: '上海华采化工贸易有限公司',
    creditCode: code('91310115MA1H8C2X3'),
    legalPerson: '张建国',
    registeredAddress: '上海市浦东新区张江路 665 号 3 幢 501 室',
    provinceCode: '310000',
    cityCode: '310100',
    areaCode: '310115',
    contactName: '张三',
    contactMobile: '13800000002',
    bankName: '招商银行上海张江支行',
    bankAccount: '121908765410801',
    intro: '华东地区基础化工原料采购商，常年采购乙二醇、甲醇、PTA、纯苯等大宗化工品。',
  },
  {
    owner: 'seller',
    name: '江苏恒信石化有限公司',
    creditCode: code('91320506MA1N7QK45'),
    legalPerson: '李德明',
    registeredAddress: '江苏省苏州市吴中区吴中大道 1188 号',
    provinceCode: '320000',
    cityCode: '320500',
    areaCode: '320506',
    contactName: '李四',
    contactMobile: '13800000003',
    bankName: '中国工商银行苏州吴中支行',
    bankAccount: '1102020109000123456',
    intro: '石化产品生产与贸易企业，主营苯乙烯、聚乙烯、乙二醇，自有罐区与危化品经营许可。',
  },
] as const;

/**
 * Adds each demo company whose owner exists and whose credit code is not yet live: its licence scan
 * (a generated image whose QR code carries the credit code, stored encrypted), the company
 * approved, the owner as main account acting for it, and the history (submitted, approved).
 * Checks its own rows, so it runs on databases seeded before companies existed and twice in parallel.
 */
export async function seedDemoCompanies(ctx: AppContext): Promise<number> {
  const [operator] = await ctx.db.select().from(users).where(eq(users.role, 'operator')).limit(1);
  let created = 0;
  for (const demo of DEMO_COMPANIES) {
    // The demo account itself (name and mobile), never a real user who happens to share a name.
    const account = DEMO_ACCOUNTS.find((a) => a.userName === demo.owner);
    if (!account) continue;
    const [owner] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.userName, account.userName), eq(users.mobile, account.mobile)));
    if (!owner) continue;
    const [exists] = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.creditCode, demo.creditCode), ne(companies.auditStatus, AUDIT_STATUS.REJECTED)));
    if (exists) continue;

    const { owner: _owner, ...fields } = demo;
    if (await insertApprovedDemoCompany(ctx, fields, owner, operator?.id ?? null)) created += 1;
  }
  return created;
}

/** What a demo company is, before the seed stores its licence and approves it. */
export type DemoCompanyFields = Omit<
  typeof companies.$inferInsert,
  'licenseFileKey' | 'auditStatus' | 'ownerUserId' | 'submittedAt'
> & { creditCode: string; name: string; legalPerson: string; registeredAddress: string };

/**
 * Stores a generated licence (its QR code carries the credit code, encrypted at rest) and inserts the
 * company submitted and approved with its history, the owner as main account acting for it. False
 * when another process seeding the same database got there first.
 */
export async function insertApprovedDemoCompany(
  ctx: AppContext,
  fields: DemoCompanyFields,
  owner: UserRow,
  operatorId: number | null,
): Promise<boolean> {
  const licence = await storeBytes(ctx, {
    bytes: await makeLicenceImage(fields),
    fileName: '营业执照.png',
    kind: 'img',
    encrypted: true,
    ownerUserId: owner.id,
  });
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [company] = await tx
      .insert(companies)
      .values({
        ...fields,
        licenseFileKey: licence.key,
        auditStatus: AUDIT_STATUS.PENDING,
        ownerUserId: owner.id,
        submittedAt: now,
      })
      // Another process seeding the same database got there first.
      .onConflictDoNothing()
      .returning();
    if (!company) return false;
    await writeHistory(tx, company, 'submit', owner.id);
    const [approved] = await tx
      .update(companies)
      .set({ auditStatus: AUDIT_STATUS.APPROVED, auditedAt: now, auditedBy: operatorId })
      .where(eq(companies.id, company.id))
      .returning();
    if (approved && operatorId) await writeHistory(tx, approved, 'approve', operatorId);
    await tx.insert(companyMembers).values({ companyId: company.id, userId: owner.id, isMain: true }).onConflictDoNothing();
    await tx
      .update(users)
      .set({ activeCompanyId: company.id })
      .where(and(eq(users.id, owner.id), isNull(users.activeCompanyId)));
    return true;
  });
}

/** The demo companies the seed made (by credit code), each with its entry in DEMO_COMPANIES. */
export async function storedDemoCompanies(
  ctx: AppContext,
): Promise<{ company: CompanyRow; demo: (typeof DEMO_COMPANIES)[number] }[]> {
  const rows = await ctx.db
    .select()
    .from(companies)
    .where(
      inArray(
        companies.creditCode,
        DEMO_COMPANIES.map((c) => c.creditCode),
      ),
    );
  return rows.flatMap((company) => {
    const demo = DEMO_COMPANIES.find((c) => c.creditCode === company.creditCode);
    return demo ? [{ company, demo }] : [];
  });
}
