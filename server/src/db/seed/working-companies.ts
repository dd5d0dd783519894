import { and, eq, isNull } from 'drizzle-orm';
import { companyAddresses } from '../../modules/address/index.ts';
import { users } from '../../modules/user/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { storedDemoCompanies } from './companies.ts';
import { seedDangerousGoodsLicence } from './licences.ts';

/** Where each demo company takes delivery: its own warehouse, the default address at checkout. */
const DELIVERY_ADDRESSES: Record<string, Omit<typeof companyAddresses.$inferInsert, 'companyId' | 'createdBy'>[]> = {
  buyer: [
    {
      contactName: '张三',
      contactMobile: '13800000002',
      provinceCode: '310000',
      provinceName: '上海市',
      cityCode: '310100',
      cityName: '上海市',
      areaCode: '310116',
      areaName: '金山区',
      detail: '上海化学工业区目华路 201 号 华采仓储 3 号库',
      isDefault: true,
    },
    {
      contactName: '王五',
      contactMobile: '13800000012',
      provinceCode: '320000',
      provinceName: '江苏省',
      cityCode: '320500',
      cityName: '苏州市',
      areaCode: '320582',
      areaName: '张家港市',
      detail: '江苏扬子江国际化学工业园 长江路 8 号 危化品库区',
      isDefault: false,
    },
  ],
  seller: [
    {
      contactName: '李四',
      contactMobile: '13800000003',
      provinceCode: '320000',
      provinceName: '江苏省',
      cityCode: '320500',
      cityName: '苏州市',
      areaCode: '320506',
      areaName: '吴中区',
      detail: '吴中大道 1188 号 恒信石化罐区',
      isDefault: true,
    },
  ],
};

/** The demo buyer trades the market's dangerous goods, as a real trader of them must be licensed to. */
const BUYER_LICENCE = {
  licenceNumber: '沪（金）应急危化经字〔2025〕000406',
  goods: ['甲醇', '乙醇', '丙酮', '纯苯', '甲苯', '苯乙烯', '乙酸乙酯', '正己烷'],
};

/**
 * What a working company has before its first order: the demo companies' delivery addresses, and
 * the buyer's approved 危险化学品经营许可证 (the sellers have theirs with their products), so the
 * demo buyer's first checkout of the demo's own 甲醇 goes through. A company that already has an
 * address, or ever had a licence, is left as its users made it.
 */
export async function seedWorkingCompanies(ctx: AppContext): Promise<number> {
  const [operator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'operator')).limit(1);
  let created = 0;
  for (const { company, demo } of await storedDemoCompanies(ctx)) {
    if (!DEMO_ACCOUNTS.some((a) => a.userName === demo.owner)) continue;
    const [hasAddress] = await ctx.db
      .select({ id: companyAddresses.id })
      .from(companyAddresses)
      .where(and(eq(companyAddresses.companyId, company.id), isNull(companyAddresses.deletedAt)))
      .limit(1);
    if (!hasAddress) {
      const addresses = DELIVERY_ADDRESSES[demo.owner] ?? [];
      if (addresses.length) {
        await ctx.db
          .insert(companyAddresses)
          .values(addresses.map((a) => ({ ...a, companyId: company.id, createdBy: company.ownerUserId })));
        created += addresses.length;
      }
    }
    if (demo.owner === 'buyer' && company.ownerUserId) {
      created += await seedDangerousGoodsLicence(
        ctx,
        { companyId: company.id, ownerUserId: company.ownerUserId, ...BUYER_LICENCE },
        operator?.id ?? null,
        new Date(),
      );
    }
  }
  return created;
}
