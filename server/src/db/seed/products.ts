import { AUDIT_STATUS, chinaDate, type ProductAction, PUBLISH_STATUS } from '@hgsc/contracts';
import { and, eq, exists, inArray, not, sql } from 'drizzle-orm';
import { categories } from '../../modules/category/index.ts';
import { companies } from '../../modules/company/index.ts';
import { type ProductRow, productAuditLogs, productPriceHistory, products, snapshotOf } from '../../modules/product/index.ts';
import { shops } from '../../modules/shop/index.ts';
import { users } from '../../modules/user/index.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { seedDangerousGoodsLicence } from './licences.ts';
import { type ProductFiles, storeProductFiles } from './product-files.ts';
import { type PlannedProduct, type ProductState, planDemoProducts } from './product-plan.ts';
import { SHOP_ASSORTMENTS } from './shop-assortments.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serialises concurrent seeders (two processes starting on one database). */
const PRODUCT_SEED_LOCK = 0x70726f64; // 'prod'
/** Rows per INSERT statement, well under PostgreSQL's 65,535 parameters. */
const BATCH = 400;

interface ShopToStock {
  shopIndex: number;
  shopId: number;
  companyId: number;
  ownerUserId: number;
}

/** The open demo shops that have no product at all (a shop with products of its own is left alone). */
async function shopsToStock(db: Db): Promise<ShopToStock[]> {
  const rows = await db
    .select({ shopId: shops.id, companyId: companies.id, ownerUserId: companies.ownerUserId, creditCode: companies.creditCode })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(
      and(
        inArray(
          companies.creditCode,
          SHOP_ASSORTMENTS.map((a) => a.creditCode),
        ),
        eq(shops.auditStatus, AUDIT_STATUS.APPROVED),
        not(exists(db.select({ one: sql`1` }).from(products).where(eq(products.shopId, shops.id)))),
      ),
    );
  return rows.map(({ creditCode, ...row }) => ({
    ...row,
    shopIndex: SHOP_ASSORTMENTS.findIndex((a) => a.creditCode === creditCode),
  }));
}

/** Leaf category ids by "group/leaf" name: the demo tree as the operator left it. */
async function leafIds(db: Db): Promise<Map<string, number>> {
  const all = await db.select({ id: categories.id, parentId: categories.parentId, name: categories.name }).from(categories);
  const nameOf = new Map(all.map((c) => [c.id, c.name]));
  return new Map(
    all.filter((c) => c.parentId !== null).map((c) => [`${nameOf.get(c.parentId as number)}/${c.name}`, c.id] as const),
  );
}

const AUDIT_OF: Record<ProductState, number | null> = {
  draft: null,
  pending: AUDIT_STATUS.PENDING,
  rejected: AUDIT_STATUS.REJECTED,
  offShelf: AUDIT_STATUS.APPROVED,
  onShelf: AUDIT_STATUS.APPROVED,
};

/** When each step of the product's life happened, from the plan's days-ago. */
function timeline(p: PlannedProduct, now: Date) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const created = at(p.createdDaysAgo);
  const submitted = p.state === 'draft' ? null : at(p.createdDaysAgo - 0.05);
  const published = p.publishedDaysAgo === null ? null : at(p.publishedDaysAgo);
  const audited =
    p.state === 'rejected' ? at(p.createdDaysAgo - 0.4) : p.publishedDaysAgo === null ? null : at(p.publishedDaysAgo + 0.3);
  const down = p.state === 'offShelf' && p.publishedDaysAgo !== null ? at(p.publishedDaysAgo / 2) : null;
  const priceChanges = p.priceChangedDaysAgo.map(at);
  const last = [created, submitted, audited, published, down, ...priceChanges].filter((d): d is Date => d !== null);
  return {
    created,
    submitted,
    audited,
    published,
    down,
    priceChanges,
    updated: new Date(Math.max(...last.map((d) => d.getTime()))),
  };
}

function productValues(
  p: PlannedProduct,
  shop: ShopToStock,
  categoryId: number,
  files: ProductFiles,
  operatorId: number | null,
  now: Date,
): typeof products.$inferInsert {
  const t = timeline(p, now);
  return {
    shopId: shop.shopId,
    companyId: shop.companyId,
    categoryId,
    name: p.name,
    casNumber: p.casNumber,
    grade: p.grade,
    purity: p.purity,
    brand: p.brand,
    packaging: p.packaging,
    unit: p.unit,
    unitWeightKg: p.unitWeightKg,
    price: p.price,
    minOrderQty: p.minOrderQty,
    stock: p.stock,
    deliveryPlace: p.depot.deliveryPlace,
    provinceCode: p.depot.provinceCode,
    cityCode: p.depot.cityCode,
    warehouse: p.depot.warehouse,
    validUntil: p.validForDays === null ? null : chinaDate(new Date(now.getTime() + p.validForDays * DAY_MS)),
    images: files.images(p),
    description: p.description,
    isDangerous: p.isDangerous,
    unNumber: p.unNumber,
    hazardClass: p.hazardClass,
    sdsFileKey: files.sds(p),
    auditStatus: AUDIT_OF[p.state],
    auditReason: p.rejectReason,
    publishStatus: p.state === 'onShelf' ? PUBLISH_STATUS.ON_SHELF : PUBLISH_STATUS.OFF_SHELF,
    showcase: p.showcase,
    viewCount: p.viewCount,
    salesCount: p.salesCount,
    submittedAt: t.submitted,
    auditedAt: t.audited,
    auditedBy: t.audited ? operatorId : null,
    publishedAt: t.published,
    createdAt: t.created,
    updatedAt: t.updated,
  };
}

/** The audit history (create … up/down) and the price history each product would have had. */
function historiesOf(p: PlannedProduct, row: ProductRow, ownerUserId: number, operatorId: number | null, now: Date) {
  const t = timeline(p, now);
  const firstPrice = p.earlierPrices[0] ?? p.price;
  const log = (
    action: ProductAction,
    createdAt: Date | null,
    auditStatus: number | null,
    publishStatus: number,
    reason: string | null = null,
  ) =>
    createdAt
      ? [
          {
            productId: row.id,
            action,
            auditStatus,
            reason,
            snapshot: { ...snapshotOf(row), price: firstPrice, publishStatus },
            actorUserId: action === 'approve' || action === 'reject' ? operatorId : ownerUserId,
            createdAt,
          },
        ]
      : [];
  const approved = p.state === 'onShelf' || p.state === 'offShelf';
  const auditLogs = [
    ...log('create', t.created, null, PUBLISH_STATUS.OFF_SHELF),
    ...log('submit', t.submitted, AUDIT_STATUS.PENDING, PUBLISH_STATUS.OFF_SHELF),
    ...(p.state === 'rejected' ? log('reject', t.audited, AUDIT_STATUS.REJECTED, PUBLISH_STATUS.OFF_SHELF, p.rejectReason) : []),
    ...(approved ? log('approve', t.audited, AUDIT_STATUS.APPROVED, PUBLISH_STATUS.OFF_SHELF) : []),
    ...(approved ? log('up', t.published, AUDIT_STATUS.APPROVED, PUBLISH_STATUS.ON_SHELF) : []),
    ...log('down', t.down, AUDIT_STATUS.APPROVED, PUBLISH_STATUS.OFF_SHELF),
  ];
  const prices = [...p.earlierPrices, p.price];
  const priceHistory = prices.map((price, i) => ({
    productId: row.id,
    price,
    previousPrice: i === 0 ? null : (prices[i - 1] ?? null),
    actorUserId: ownerUserId,
    createdAt: i === 0 ? t.created : (t.priceChanges[i - 1] ?? t.updated),
  }));
  return { auditLogs, priceHistory };
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * So a fresh install shows a market: fills each open demo shop that has no products with its planned assortment (a
 * few hundred real chemicals across every leaf category, pictures and SDS files, prices with a
 * history, every audit and shelf state), after giving its company the dangerous-goods licence its
 * dangerous goods need to be public. Run after the shops. Idempotent: a shop with any product is
 * skipped; a second process waits on the lock and then finds nothing to do.
 */
export async function seedProducts(ctx: AppContext): Promise<number> {
  if ((await shopsToStock(ctx.db)).length === 0) return 0;
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PRODUCT_SEED_LOCK})`);
    const targets = await shopsToStock(tx);
    if (targets.length === 0) return 0;
    const txCtx: AppContext = { ...ctx, db: tx };
    const [operator] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'operator')).limit(1);
    const operatorId = operator?.id ?? null;
    const categoryIds = await leafIds(tx);
    const shopOf = new Map(targets.map((target) => [target.shopIndex, target]));
    const planned = planDemoProducts().filter((p) => shopOf.has(p.shopIndex) && categoryIds.has(`${p.group}/${p.category}`));

    let created = 0;
    for (const target of targets) {
      const goods = [...new Set(planned.filter((p) => p.shopIndex === target.shopIndex && p.isDangerous).map((p) => p.name))];
      const assortment = SHOP_ASSORTMENTS[target.shopIndex];
      if (goods.length === 0 || !assortment) continue;
      created += await seedDangerousGoodsLicence(
        txCtx,
        { companyId: target.companyId, ownerUserId: target.ownerUserId, licenceNumber: assortment.licenceNumber, goods },
        operatorId,
        now,
      );
    }
    if (planned.length === 0) return created;

    const files = await storeProductFiles(txCtx, planned);
    const values = planned.map((p) =>
      productValues(
        p,
        shopOf.get(p.shopIndex) as ShopToStock,
        categoryIds.get(`${p.group}/${p.category}`) as number,
        files,
        operatorId,
        now,
      ),
    );
    const rows: ProductRow[] = [];
    await insertInBatches(values, async (batch) => rows.push(...(await tx.insert(products).values(batch).returning())));
    const auditLogs: (typeof productAuditLogs.$inferInsert)[] = [];
    const priceHistory: (typeof productPriceHistory.$inferInsert)[] = [];
    planned.forEach((p, i) => {
      const row = rows[i];
      // PostgreSQL answers RETURNING in VALUES order; checked, since the histories hang on it.
      if (!row || row.name !== p.name || row.shopId !== shopOf.get(p.shopIndex)?.shopId)
        throw new Error('demo product rows out of order');
      const histories = historiesOf(p, row, shopOf.get(p.shopIndex)?.ownerUserId as number, operatorId, now);
      auditLogs.push(...histories.auditLogs);
      priceHistory.push(...histories.priceHistory);
    });
    await insertInBatches(auditLogs, (batch) => tx.insert(productAuditLogs).values(batch));
    await insertInBatches(priceHistory, (batch) => tx.insert(productPriceHistory).values(batch));
    return created + rows.length;
  });
}
