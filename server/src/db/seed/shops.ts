import { randomBytes } from 'node:crypto';
import { AUDIT_STATUS, creditCodeCheckChar } from '@hgsc/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { categories } from '../../modules/category/index.ts';
import { companies } from '../../modules/company/index.ts';
import { shopAgreementVersions, shops, writeShopHistory } from '../../modules/shop/index.ts';
import { users } from '../../modules/user/index.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { SEED_CATEGORIES, type SeedCategory } from './catalogue-categories.ts';
import { DEMO_COMPANIES, insertApprovedDemoCompany } from './companies.ts';
import { SEED_SHOP_AGREEMENT } from './shop-agreement-content.ts';

const code = (body: string) => body + creditCodeCheckChar(body);

/**
 * More certified sellers of the demo market. Their owners are placeholder users with a random
 * password nobody knows (not demo logins); the shops are what visitors browse.
 */
export const DEMO_SELLER_COMPANIES = [
  {
    ownerUserName: 'demo_yongxing',
    ownerMobile: '13800000011',
    ownerName: '王海峰',
    name: '宁波甬兴化工有限公司',
    creditCode: code('91330206MA2GQ7L8X'),
    legalPerson: '王海峰',
    registeredAddress: '浙江省宁波市北仑区新碶街道明州路 518 号',
    provinceCode: '330000',
    cityCode: '330200',
    areaCode: '330206',
    contactName: '王海峰',
    contactMobile: '13800000011',
    bankName: '中国银行宁波北仑支行',
    bankAccount: '372458012345',
    intro: '立足宁波石化经济技术开发区，经营纯苯、甲苯、二甲苯、苯乙烯等芳烃产品，配套码头储罐，华东地区现货供应。',
  },
  {
    ownerUserName: 'demo_qilu',
    ownerMobile: '13800000012',
    ownerName: '孙立强',
    name: '淄博齐鲁联创化工有限公司',
    creditCode: code('91370305MA3C9K2R7'),
    legalPerson: '孙立强',
    registeredAddress: '山东省淄博市临淄区齐鲁化学工业园区化工大道 66 号',
    provinceCode: '370000',
    cityCode: '370300',
    areaCode: '370305',
    contactName: '孙立强',
    contactMobile: '13800000012',
    bankName: '中国建设银行淄博临淄支行',
    bankAccount: '37050163620100001234',
    intro: '齐鲁化学工业园区内的聚烯烃与氯碱产品经销商，主营聚乙烯、聚丙烯、PVC、液碱、盐酸，厂家直供，汽运发货。',
  },
  {
    ownerUserName: 'demo_nanhai',
    ownerMobile: '13800000013',
    ownerName: '陈嘉明',
    name: '佛山南海精细化工有限公司',
    creditCode: code('91440605MA4W8T3P6'),
    legalPerson: '陈嘉明',
    registeredAddress: '广东省佛山市南海区狮山镇科技工业园 A 区 12 号',
    provinceCode: '440000',
    cityCode: '440600',
    areaCode: '440605',
    contactName: '陈嘉明',
    contactMobile: '13800000013',
    bankName: '中国农业银行佛山南海支行',
    bankAccount: '44519001040012345',
    intro: '华南精细化工与溶剂供应商，经营丙酮、丁酮、醋酸乙酯、DMF、环氧树脂、增塑剂等，桶装、IBC 吨桶齐全。',
  },
  {
    ownerUserName: 'demo_bohai',
    ownerMobile: '13800000014',
    ownerName: '刘振华',
    name: '天津渤海化肥化工有限公司',
    creditCode: code('91120116MA05R6N4Y'),
    legalPerson: '刘振华',
    registeredAddress: '天津市滨海新区临港经济区渤海十路 99 号',
    provinceCode: '120000',
    cityCode: '120100',
    areaCode: '120116',
    contactName: '刘振华',
    contactMobile: '13800000014',
    bankName: '交通银行天津滨海分行',
    bankAccount: '120060600018010012345',
    intro: '华北地区化肥与基础化工原料贸易商，主营尿素、氯化钾、磷酸一铵、纯碱、硫酸，港口库提货。',
  },
] as const;

/** The demo shops, by the credit code of their company (the demo seller's first). */
export const DEMO_SHOPS = [
  {
    creditCode: DEMO_COMPANIES[1].creditCode,
    name: '恒信石化旗舰店',
    mainProducts: '苯乙烯、聚乙烯、乙二醇、甲醇',
    intro: '江苏恒信石化官方店铺。自有 5 万立方米罐区，苯乙烯、乙二醇现货常备，支持槽罐车、集装罐发货，可开具增值税专用发票。',
    contactName: '李四',
    contactMobile: '13800000003',
    contactPhone: '0512-66881234',
    provinceCode: '320000',
    cityCode: '320500',
    areaCode: '320506',
    address: '江苏省苏州市吴中区吴中大道 1188 号',
    color: [196, 30, 58],
  },
  {
    creditCode: DEMO_SELLER_COMPANIES[0].creditCode,
    name: '甬兴化工芳烃专营店',
    mainProducts: '纯苯、甲苯、二甲苯、苯乙烯、苯酚',
    intro: '宁波甬兴化工芳烃产品专营店，码头罐区现货，船提、车提均可。',
    contactName: '王海峰',
    contactMobile: '13800000011',
    contactPhone: '0574-86801234',
    provinceCode: '330000',
    cityCode: '330200',
    areaCode: '330206',
    address: '浙江省宁波市北仑区新碶街道明州路 518 号',
    color: [22, 119, 255],
  },
  {
    creditCode: DEMO_SELLER_COMPANIES[1].creditCode,
    name: '齐鲁联创塑化店',
    mainProducts: '聚乙烯、聚丙烯、PVC、液碱、盐酸',
    intro: '齐鲁联创化工店铺，聚烯烃、PVC 及氯碱产品厂家直供，量大从优。',
    contactName: '孙立强',
    contactMobile: '13800000012',
    contactPhone: '0533-7512345',
    provinceCode: '370000',
    cityCode: '370300',
    areaCode: '370305',
    address: '山东省淄博市临淄区齐鲁化学工业园区化工大道 66 号',
    color: [19, 150, 90],
  },
  {
    creditCode: DEMO_SELLER_COMPANIES[2].creditCode,
    name: '南海精细化工溶剂馆',
    mainProducts: '丙酮、丁酮、醋酸乙酯、DMF、环氧树脂',
    intro: '佛山南海精细化工店铺，溶剂与精细化学品一站式采购，小批量桶装可发。',
    contactName: '陈嘉明',
    contactMobile: '13800000013',
    contactPhone: '0757-86781234',
    provinceCode: '440000',
    cityCode: '440600',
    areaCode: '440605',
    address: '广东省佛山市南海区狮山镇科技工业园 A 区 12 号',
    color: [250, 140, 22],
  },
  {
    creditCode: DEMO_SELLER_COMPANIES[3].creditCode,
    name: '渤海化肥化工店',
    mainProducts: '尿素、氯化钾、磷酸一铵、纯碱、硫酸',
    intro: '天津渤海化肥化工店铺，化肥与无机化工原料港口库现货。',
    contactName: '刘振华',
    contactMobile: '13800000014',
    contactPhone: '022-25601234',
    provinceCode: '120000',
    cityCode: '120100',
    areaCode: '120116',
    address: '天津市滨海新区临港经济区渤海十路 99 号',
    color: [114, 46, 209],
  },
] as const;

/** A square shop logo: the shop's colour with a white ring, as a PNG. */
function logoPng([r, g, b]: readonly number[]): Buffer {
  const size = 160;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const d = Math.hypot(x - size / 2, y - size / 2);
      const ring = d > 48 && d < 60;
      const i = (y * size + x) * 4;
      png.data[i] = ring ? 255 : (r ?? 0);
      png.data[i + 1] = ring ? 255 : (g ?? 0);
      png.data[i + 2] = ring ? 255 : (b ?? 0);
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

async function seedCategoryLevel(db: Db, nodes: SeedCategory[], parentId: number | null): Promise<number> {
  let created = 0;
  for (const [index, node] of nodes.entries()) {
    const parent = parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);
    let [row] = await db
      .select()
      .from(categories)
      .where(and(parent, eq(categories.name, node.name)));
    if (!row) {
      // Another process seeding at once: the sibling-name unique index keeps one.
      const inserted = await db
        .insert(categories)
        .values({ parentId, name: node.name, nameEn: node.nameEn, sortOrder: (index + 1) * 10 })
        .onConflictDoNothing()
        .returning();
      created += inserted.length;
      [row] = inserted.length
        ? inserted
        : await db
            .select()
            .from(categories)
            .where(and(parent, eq(categories.name, node.name)));
    }
    if (row && node.children) created += await seedCategoryLevel(db, node.children, row.id);
  }
  return created;
}

/** The demo category tree; a category that exists (same parent and name) is left as the operator made it. */
export const seedCategories = (ctx: AppContext) => seedCategoryLevel(ctx.db, SEED_CATEGORIES, null);

/** Version 1 of the shop entry agreement, unless one is published. */
export async function seedShopAgreement(ctx: AppContext): Promise<number> {
  const [operator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'operator')).limit(1);
  const inserted = await ctx.db
    .insert(shopAgreementVersions)
    .values({ version: 1, ...SEED_SHOP_AGREEMENT, publishedBy: operator?.id ?? null })
    .onConflictDoNothing()
    .returning({ id: shopAgreementVersions.id });
  return inserted.length;
}

/**
 * The placeholder owners and their certified companies (licence generated, history submit + approve).
 * Only on a demo database (the demo seller account exists): a database with users of its own gets
 * no demo companies.
 */
async function seedSellerCompanies(ctx: AppContext, operatorId: number | null): Promise<number> {
  const seller = DEMO_ACCOUNTS.find((a) => a.userName === 'seller');
  if (!seller) return 0;
  const [demoSeller] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, seller.userName), eq(users.mobile, seller.mobile)));
  if (!demoSeller) return 0;
  let created = 0;
  for (const demo of DEMO_SELLER_COMPANIES) {
    const [exists] = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.creditCode, demo.creditCode), ne(companies.auditStatus, AUDIT_STATUS.REJECTED)));
    if (exists) continue;
    await ctx.db
      .insert(users)
      .values({
        userName: demo.ownerUserName,
        mobile: demo.ownerMobile,
        name: demo.ownerName,
        role: 'user',
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      })
      .onConflictDoNothing();
    const [owner] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.userName, demo.ownerUserName), eq(users.mobile, demo.ownerMobile)));
    if (!owner) continue;
    const { ownerUserName: _u, ownerMobile: _m, ownerName: _n, ...fields } = demo;
    if (await insertApprovedDemoCompany(ctx, fields, owner, operatorId)) created += 1;
  }
  return created;
}

/**
 * An open shop for each demo seller company that exists and has none: logo stored as a public
 * image, the application accepted under agreement v1, submitted and approved in the history.
 */
async function seedShops(ctx: AppContext, operatorId: number | null): Promise<number> {
  let created = 0;
  for (const demo of DEMO_SHOPS) {
    const [company] = await ctx.db
      .select()
      .from(companies)
      .where(and(eq(companies.creditCode, demo.creditCode), eq(companies.auditStatus, AUDIT_STATUS.APPROVED)));
    if (!company) continue;
    const [exists] = await ctx.db.select({ id: shops.id }).from(shops).where(eq(shops.companyId, company.id));
    if (exists) continue;
    const logo = await storeBytes(ctx, {
      bytes: logoPng(demo.color),
      fileName: 'logo.png',
      kind: 'img',
      encrypted: false,
      ownerUserId: company.ownerUserId,
    });
    const { creditCode: _c, color: _color, ...fields } = demo;
    const done = await ctx.db.transaction(async (tx) => {
      const now = new Date();
      const [shop] = await tx
        .insert(shops)
        .values({
          ...fields,
          companyId: company.id,
          logoKey: logo.key,
          entryAgreementVersion: 1,
          auditStatus: AUDIT_STATUS.PENDING,
          submittedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!shop) return false;
      await writeShopHistory(tx, shop, 'submit', company.ownerUserId);
      const [approved] = await tx
        .update(shops)
        .set({ auditStatus: AUDIT_STATUS.APPROVED, auditedAt: now, auditedBy: operatorId })
        .where(eq(shops.id, shop.id))
        .returning();
      if (approved) await writeShopHistory(tx, approved, 'approve', operatorId);
      return true;
    });
    if (done) created += 1;
  }
  return created;
}

/**
 * The demo market, so a fresh install has a market to show: the category tree, the shop entry agreement v1, more
 * certified sellers, and an open shop for each demo seller. Checks its own rows (idempotent, safe
 * to run twice at once). Run after the demo companies and before the demo products.
 */
export async function seedCatalogue(ctx: AppContext): Promise<number> {
  const [operator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'operator')).limit(1);
  const operatorId = operator?.id ?? null;
  let created = await seedCategories(ctx);
  created += await seedShopAgreement(ctx);
  created += await seedSellerCompanies(ctx, operatorId);
  created += await seedShops(ctx, operatorId);
  return created;
}
