import { creditCodeCheckChar } from '@hgsc/contracts';
import { eq, or } from 'drizzle-orm';
import { agreementVersions, companyAgreementAffirmations, recordAcceptances } from '../../modules/agreement/index.ts';
import { companies } from '../../modules/company/index.ts';
import { resolvePlaces } from '../../modules/places/index.ts';
import { users } from '../../modules/user/index.ts';
import {
  feeSchedules,
  keeperCompanies,
  pickupPoints,
  receiptOrigins,
  receiptProducts,
  warehouses,
} from '../../modules/warehouse/index.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { insertApprovedDemoCompany, storedDemoCompanies } from './companies.ts';
import { SEED_RECEIPT_AGREEMENT } from './receipt-agreement-content.ts';

const code = (body: string) => body + creditCodeCheckChar(body);

/** The demo warehouse company: its owner is the demo keeper (保管员). */
export const DEMO_KEEPER_COMPANY = {
  name: '华东石化仓储物流有限公司',
  creditCode: code('91310116MA1K3W8R5'),
  legalPerson: '王建华',
  registeredAddress: '上海市金山区目华路 88 号',
  provinceCode: '310000',
  cityCode: '310100',
  areaCode: '310116',
  contactName: '王五',
  contactMobile: '13800000004',
  bankName: '中国建设银行上海金山支行',
  bankAccount: '31050161373600001234',
  intro:
    '危险化学品仓储与罐区运营企业，在上海化工区、宁波大榭、张家港、南京江北和惠州大亚湾设有库区，提供仓单登记、监管与提货服务。',
};

type WarehouseSeed = Omit<
  typeof warehouses.$inferInsert,
  'keeperCompanyId' | 'provinceName' | 'cityName' | 'areaName' | 'id' | 'createdAt' | 'updatedAt'
>;

/** Warehouses in China's chemical hubs, where the goods of the demo receipts lie. */
const KEEPER_WAREHOUSES: WarehouseSeed[] = [
  {
    code: 'SH-CIP-01',
    name: '上海化学工业区一号库区',
    kind: 'warehouse',
    provinceCode: '310000',
    cityCode: '310100',
    areaCode: '310116',
    address: '上海化学工业区目华路 88 号',
    longitude: '121.452100',
    latitude: '30.806400',
    dailyOutboundCapacity: '1200',
    dangerousGoods: true,
    registryCode: 'ZCD310116001',
    contactName: '王五',
    contactPhone: '021-57126688',
  },
  {
    code: 'NB-DX-01',
    name: '宁波大榭岛液体化工罐区',
    kind: 'warehouse',
    provinceCode: '330000',
    cityCode: '330200',
    areaCode: '330206',
    address: '宁波市北仑区大榭街道海光路 9 号',
    longitude: '121.960500',
    latitude: '29.930800',
    dailyOutboundCapacity: '2000',
    dangerousGoods: true,
    registryCode: null,
    contactName: '陈立',
    contactPhone: '0574-86758899',
  },
  {
    code: 'ZJG-YZJ-01',
    name: '张家港保税区扬子江化工园库',
    kind: 'warehouse',
    provinceCode: '320000',
    cityCode: '320500',
    areaCode: '320582',
    address: '张家港保税区扬子江国际化学工业园北京路 18 号',
    longitude: '120.460300',
    latitude: '31.970200',
    dailyOutboundCapacity: '1500',
    dangerousGoods: true,
    registryCode: null,
    contactName: '周敏',
    contactPhone: '0512-58326677',
  },
  {
    code: 'NJ-JB-01',
    name: '南京江北新材料科技园库区',
    kind: 'warehouse',
    provinceCode: '320000',
    cityCode: '320100',
    areaCode: '320116',
    address: '南京江北新材料科技园方水路 168 号',
    longitude: '118.823600',
    latitude: '32.252100',
    dailyOutboundCapacity: '800',
    dangerousGoods: true,
    registryCode: null,
    contactName: '刘洋',
    contactPhone: '025-58398800',
  },
  {
    code: 'HZ-DYW-01',
    name: '惠州大亚湾石化区库区',
    kind: 'warehouse',
    provinceCode: '440000',
    cityCode: '441300',
    areaCode: '441303',
    address: '惠州大亚湾石化大道中 66 号',
    longitude: '114.541800',
    latitude: '22.742500',
    dailyOutboundCapacity: '1000',
    dangerousGoods: false,
    registryCode: null,
    contactName: '黄志强',
    contactPhone: '0752-5566123',
  },
];

/** The demo seller's own plant: a factory warehouse (厂库) issuing receipts for the goods it makes. */
const SELLER_FACTORY: WarehouseSeed = {
  code: 'FK-HX-SZ-01',
  name: '恒信石化苏州工厂厂库',
  kind: 'factory',
  provinceCode: '320000',
  cityCode: '320500',
  areaCode: '320506',
  address: '苏州市吴中区吴中大道 1188 号 恒信石化罐区',
  longitude: '120.631900',
  latitude: '31.262400',
  dailyOutboundCapacity: '600',
  dangerousGoods: true,
  registryCode: null,
  contactName: '李四',
  contactPhone: '13800000003',
};

const SELLER_PICKUP_POINTS = [
  { name: '一号门装车台', address: '吴中大道 1188 号 东门', contactName: '赵刚', contactPhone: '0512-65501188' },
  { name: '胥江码头', address: '吴中区胥江路 6 号 内河码头', contactName: '钱鑫', contactPhone: '0512-65502266' },
];

/** Receipt-tradable products with lots as the exchanges and spot platforms set them. */
const PRODUCTS: (typeof receiptProducts.$inferInsert)[] = [
  {
    name: '甲醇',
    grade: '优等品 GB/T 338',
    casNumber: '67-56-1',
    hazardClass: '3',
    unNumber: 'UN1230',
    minSplitQty: '10',
    splitStep: '1',
  },
  { name: '乙二醇', grade: '聚酯级 MEG', casNumber: '107-21-1', minSplitQty: '10', splitStep: '1' },
  { name: '精对苯二甲酸', grade: 'PTA 优等品', casNumber: '100-21-0', minSplitQty: '5', splitStep: '1' },
  {
    name: '苯乙烯',
    grade: 'SM 优等品',
    casNumber: '100-42-5',
    hazardClass: '3',
    unNumber: 'UN2055',
    minSplitQty: '10',
    splitStep: '1',
  },
  {
    name: '纯苯',
    grade: '石油苯 545',
    casNumber: '71-43-2',
    hazardClass: '3',
    unNumber: 'UN1114',
    minSplitQty: '10',
    splitStep: '1',
  },
  // 25 kg bags: a split moves whole bags.
  { name: '聚氯乙烯', grade: 'PVC SG-5', casNumber: '9002-86-2', minSplitQty: '5', splitStep: '0.025' },
];

const ORIGINS = ['江苏', '浙江', '上海', '山东', '内蒙古', '陕西', '新疆', '宁夏', '沙特阿拉伯', '韩国', '伊朗'];

/** Storage per tonne and day (元), in and out per tonne, transfer per tonne: the exchanges' figures. */
const FEES: Record<string, { storageRate: string; inboundFee: string; outboundFee: string; transferFee: string }> = {
  甲醇: { storageRate: '1.0', inboundFee: '14', outboundFee: '14', transferFee: '0.5' },
  乙二醇: { storageRate: '0.8', inboundFee: '12', outboundFee: '12', transferFee: '0.5' },
  精对苯二甲酸: { storageRate: '0.8', inboundFee: '14', outboundFee: '14', transferFee: '0.5' },
  苯乙烯: { storageRate: '1.6', inboundFee: '18', outboundFee: '18', transferFee: '0.5' },
  纯苯: { storageRate: '1.2', inboundFee: '16', outboundFee: '16', transferFee: '0.5' },
  聚氯乙烯: { storageRate: '1.0', inboundFee: '10', outboundFee: '10', transferFee: '0.5' },
};
const FEES_FROM = '2026-01-01';

async function insertWarehouse(tx: Db, keeperCompanyId: number, seed: WarehouseSeed): Promise<number | undefined> {
  const places = resolvePlaces(seed);
  const [row] = await tx
    .insert(warehouses)
    .values({ ...seed, keeperCompanyId, provinceName: places.provinceName, cityName: places.cityName, areaName: places.areaName })
    .onConflictDoNothing()
    .returning({ id: warehouses.id });
  return row?.id;
}

const isDemoAccount = (row: { userName: string; mobile: string }, userName: string) =>
  DEMO_ACCOUNTS.some((a) => a.userName === userName && a.userName === row.userName && a.mobile === row.mobile);

/**
 * The demo keeper's account, on a database seeded before keepers existed: only where the demo operator is (a database
 * with users of its own gets no demo account), and only with its user name and mobile free.
 */
async function demoKeeperAccount(ctx: AppContext) {
  const account = DEMO_ACCOUNTS.find((a) => a.userName === 'keeper');
  if (!account) return undefined;
  const [operator] = await ctx.db.select().from(users).where(eq(users.userName, 'operator'));
  if (!operator || !isDemoAccount(operator, 'operator')) return undefined;
  const [existing] = await ctx.db
    .select()
    .from(users)
    .where(or(eq(users.userName, account.userName), eq(users.mobile, account.mobile)));
  if (existing) return isDemoAccount(existing, 'keeper') ? existing : undefined;
  const [created] = await ctx.db
    .insert(users)
    .values({
      userName: account.userName,
      mobile: account.mobile,
      name: account.name,
      role: account.role,
      passwordHash: await hashPassword(account.password),
      acceptedUserAgreementVersion: 1,
      acceptedPrivacyVersion: 1,
    })
    .onConflictDoNothing()
    .returning();
  if (created) await recordAcceptances(ctx.db, created.id, { userAgreementVersion: 1, privacyVersion: 1 }, 'seed', null);
  return created;
}

/**
 * The receipt registry's demo: the receipt agreement, products, origins, the keeper's warehouse company (marked) with
 * warehouses in five chemical hubs and their fees, and the demo seller's factory warehouse with its pick-up points.
 * The demo buyer's and seller's companies have affirmed the agreement. Answers how many rows it created.
 */
export async function seedWarehouses(ctx: AppContext): Promise<number> {
  const [operator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'operator')).limit(1);
  const keeper = await demoKeeperAccount(ctx);
  let created = 0;
  if (keeper) {
    const [exists] = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.creditCode, DEMO_KEEPER_COMPANY.creditCode));
    if (!exists && (await insertApprovedDemoCompany(ctx, DEMO_KEEPER_COMPANY, keeper, operator?.id ?? null))) created += 1;
  }
  const [keeperCompany] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.creditCode, DEMO_KEEPER_COMPANY.creditCode));
  const demoCompanies = await storedDemoCompanies(ctx);
  const seller = demoCompanies.find(({ demo }) => demo.owner === 'seller')?.company;

  created += await ctx.db.transaction(async (tx) => {
    let rows = 0;
    const [agreement] = await tx
      .insert(agreementVersions)
      .values({ type: 'receipt', version: 1, ...SEED_RECEIPT_AGREEMENT, publishedBy: operator?.id ?? null })
      .onConflictDoNothing()
      .returning({ version: agreementVersions.version });
    if (agreement)
      for (const { company } of demoCompanies)
        rows += (
          await tx
            .insert(companyAgreementAffirmations)
            .values({ companyId: company.id, type: 'receipt', version: 1, userId: company.ownerUserId })
            .onConflictDoNothing()
            .returning({ id: companyAgreementAffirmations.id })
        ).length;

    const productIds = new Map<string, number>();
    for (const product of PRODUCTS) {
      const [row] = await tx.insert(receiptProducts).values(product).onConflictDoNothing().returning({ id: receiptProducts.id });
      if (row) productIds.set(product.name, row.id);
    }
    rows += productIds.size;
    rows += (
      await tx
        .insert(receiptOrigins)
        .values(ORIGINS.map((name) => ({ name })))
        .onConflictDoNothing()
        .returning({ id: receiptOrigins.id })
    ).length;

    const warehouseIds: number[] = [];
    if (keeperCompany) {
      await tx
        .insert(keeperCompanies)
        .values({ companyId: keeperCompany.id, markedBy: operator?.id ?? null })
        .onConflictDoNothing();
      for (const seed of KEEPER_WAREHOUSES) {
        const id = await insertWarehouse(tx, keeperCompany.id, seed);
        if (id) warehouseIds.push(id);
      }
    }
    if (seller) {
      await tx
        .insert(keeperCompanies)
        .values({ companyId: seller.id, markedBy: operator?.id ?? null })
        .onConflictDoNothing();
      const factoryId = await insertWarehouse(tx, seller.id, SELLER_FACTORY);
      if (factoryId) {
        warehouseIds.push(factoryId);
        await tx.insert(pickupPoints).values(SELLER_PICKUP_POINTS.map((point) => ({ ...point, warehouseId: factoryId })));
      }
    }
    rows += warehouseIds.length;
    for (const warehouseId of warehouseIds)
      for (const [name, productId] of productIds) {
        const fees = FEES[name];
        if (!fees) continue;
        const [row] = await tx
          .insert(feeSchedules)
          .values({ warehouseId, productId, ...fees, effectiveFrom: FEES_FROM, createdBy: operator?.id ?? null })
          .onConflictDoNothing()
          .returning({ id: feeSchedules.id });
        if (row) rows += 1;
      }
    return rows;
  });
  return created;
}
