import { sql } from 'drizzle-orm';
import { categories } from '../../modules/category/index.ts';
import { products } from '../../modules/product/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { BRANDS_BY_GROUP } from '../seed/brands.ts';
import type { CompanyPlan } from './company-plan.ts';
import { deliveryPlaceOf, weightedPlaces } from './places.ts';
import { at, type Column, loadTempTable, num, pick, rnd, textArray } from './sql-kit.ts';
import { GROUPS, NAME_TAGS, type ScaleVariant, scaleVariants, WAREHOUSES } from './vocabulary.ts';

/**
 * The products phase: `count` offers made by INSERT … SELECT over generate_series, in statements
 * of CHUNK rows. Row i draws (from independent hash streams) dangerous or not (~15 %), a variant of
 * that pool, a shop trading in the variant's group (a few shops hold many offers), the shop's
 * depot or another city, tag and brand, a price in the variant's range rounded to its step, a lot
 * and stock, its audit and shelf state (≈90 % approved on shelf) and its times over two years.
 */

const CHUNK = 100_000;
const DAY = 86_400;
export const DANGEROUS_SHARE = 0.15;

const REJECT_REASONS = [
  '产品图片与实际包装不符，请上传实物包装照片后重新提交。',
  '价格明显偏离市场行情，请核实含税价格后重新提交。',
  '产品描述缺少执行标准和质量指标，请补充后重新提交。',
  '危险化学品未上传安全技术说明书（SDS），请补充后重新提交。',
];

const VARIANT_COLUMNS: readonly Column[] = [
  ['dangerous', 'boolean'],
  ['k', 'int'],
  ['group_index', 'int'],
  ['group_shops', 'int'],
  ['category_id', 'bigint'],
  ['name_stem', 'text'],
  ['cas', 'text'],
  ['grade', 'text'],
  ['purity', 'text'],
  ['packaging', 'smallint'],
  ['unit', 'text'],
  ['unit_weight_kg', 'numeric'],
  ['price_low', 'numeric'],
  ['price_high', 'numeric'],
  ['price_step', 'numeric'],
  ['min_qtys', 'numeric[]'],
  ['stock_low', 'numeric'],
  ['stock_high', 'numeric'],
  ['stock_step', 'numeric'],
  ['un_number', 'text'],
  ['hazard_class', 'text'],
  ['description', 'text'],
  ['images', 'text[]'],
  ['sds_key', 'text'],
  ['brands', 'text[]'],
];

/** Leaf category ids by "group/leaf" name: the tree as the operator left it. */
async function leafIds(tx: Db): Promise<Map<string, number>> {
  const all = await tx.select({ id: categories.id, parentId: categories.parentId, name: categories.name }).from(categories);
  const nameOf = new Map(all.map((c) => [c.id, c.name]));
  return new Map(all.filter((c) => c.parentId !== null).map((c) => [`${nameOf.get(c.parentId as number)}/${c.name}`, c.id]));
}

/** The demo products' pictures (by category and packaging) and SDS files (by CAS): scale offers show the same. */
async function demoFiles(tx: Db) {
  const rows = await tx
    .select({
      categoryId: products.categoryId,
      packaging: products.packaging,
      images: products.images,
      cas: products.casNumber,
      sds: products.sdsFileKey,
    })
    .from(products);
  const images = new Map<string, string[]>();
  const sds = new Map<string, string>();
  for (const row of rows) {
    if (row.images.length) {
      if (!images.has(`${row.categoryId}/${row.packaging}`)) images.set(`${row.categoryId}/${row.packaging}`, row.images);
      if (!images.has(`${row.categoryId}`)) images.set(`${row.categoryId}`, row.images);
    }
    if (row.sds && !sds.has(row.cas)) sds.set(row.cas, row.sds);
  }
  return { images, sds };
}

export interface Pools {
  dangerous: number;
  safe: number;
}

/**
 * scale_variant: the variants whose leaf exists and whose group some scale shop trades in,
 * numbered within their pool (dangerous / safe); scale_group_shop: each group's shops by rank.
 */
async function loadVocabulary(tx: Db, plan: CompanyPlan): Promise<Pools> {
  const shopsOfGroup = GROUPS.map((_, g) => plan.shops.filter((s) => s.group1 === g || s.group2 === g).map((s) => s.k));
  await loadTempTable(
    tx,
    'scale_group_shop',
    [
      ['group_index', 'int'],
      ['rank', 'int'],
      ['shop_k', 'int'],
    ],
    shopsOfGroup.flatMap((ks, g) => ks.map((k, rank) => ({ group_index: g, rank, shop_k: k }))),
  );
  await tx.execute(sql`CREATE INDEX ON scale_group_shop (group_index, rank)`);
  const leaves = await leafIds(tx);
  const files = await demoFiles(tx);
  const usable = scaleVariants().filter(
    (v) => leaves.has(`${v.group}/${v.category}`) && (shopsOfGroup[v.groupIndex]?.length ?? 0) > 0,
  );
  const pools: Pools = { dangerous: 0, safe: 0 };
  const rows = usable.map((v: ScaleVariant) => {
    const categoryId = leaves.get(`${v.group}/${v.category}`) as number;
    const k = v.dangerous ? pools.dangerous++ : pools.safe++;
    return {
      dangerous: v.dangerous,
      k,
      group_index: v.groupIndex,
      group_shops: shopsOfGroup[v.groupIndex]?.length ?? 0,
      category_id: categoryId,
      name_stem: v.nameStem,
      cas: v.cas,
      grade: v.grade,
      purity: v.purity,
      packaging: v.packaging,
      unit: v.unit,
      unit_weight_kg: v.unitWeightKg,
      price_low: v.priceLow,
      price_high: v.priceHigh,
      price_step: v.priceStep,
      min_qtys: v.minOrderQtys,
      stock_low: v.stockLow,
      stock_high: v.stockHigh,
      stock_step: v.stockStep,
      un_number: v.unNumber,
      hazard_class: v.hazardClass,
      description: v.description,
      images: files.images.get(`${categoryId}/${v.packaging}`) ?? files.images.get(`${categoryId}`) ?? [],
      sds_key: v.dangerous ? (files.sds.get(v.cas) ?? null) : null,
      brands: BRANDS_BY_GROUP[v.group] ?? [],
    };
  });
  await loadTempTable(tx, 'scale_variant', VARIANT_COLUMNS, rows);
  await tx.execute(sql`CREATE INDEX ON scale_variant (dangerous, k)`);
  // Other depots than the shop's own: a city of the weighted list with a warehouse there.
  const places = [...new Set(weightedPlaces())].map((place, k) => ({
    k,
    province_code: place.provinceCode,
    city_code: place.cityCode,
    delivery_place: deliveryPlaceOf(place),
    warehouse: `${place.cityShort}${WAREHOUSES[k % WAREHOUSES.length]}`,
  }));
  await loadTempTable(
    tx,
    'scale_place',
    [
      ['k', 'int'],
      ['province_code', 'text'],
      ['city_code', 'text'],
      ['delivery_place', 'text'],
      ['warehouse', 'text'],
    ],
    places,
  );
  return pools;
}

/** One chunk of offers, rows `from`…`to` of the whole. */
async function insertChunk(tx: Db, from: number, to: number, pools: Pools, now: Date, operatorId: number | null) {
  const i = sql`g.i`;
  const dangerousShare = pools.dangerous > 0 ? (pools.safe > 0 ? DANGEROUS_SHARE : 1) : 0;
  const placeCount = new Set(weightedPlaces()).size;
  // ≈90 % on shelf, 4 % off shelf, 3 % under review, 1.5 % rejected, 1.5 % drafts.
  const state = sql`CASE WHEN x.r_state < 0.90 THEN 'on' WHEN x.r_state < 0.94 THEN 'off' WHEN x.r_state < 0.97 THEN 'pending'
    WHEN x.r_state < 0.985 THEN 'rejected' ELSE 'draft' END`;
  await tx.execute(sql`
    WITH x AS (
      SELECT g.i,
        ${rnd(i, 1)} < ${num(dangerousShare)} AS want_dangerous,
        ${rnd(i, 2)} AS r_variant, ${rnd(i, 3)} AS r_shop, ${rnd(i, 4)} AS r_place, ${pick(i, 5, placeCount)} AS place_k,
        ${rnd(i, 6)} AS r_tag, ${rnd(i, 7)} AS r_brand, ${rnd(i, 8)} AS r_brand_pick, ${rnd(i, 9)} AS r_price,
        ${rnd(i, 10)} AS r_lot, ${rnd(i, 11)} AS r_stock, ${rnd(i, 12)} AS r_state, ${rnd(i, 13)} AS r_age,
        ${rnd(i, 14)} AS r_lead, ${rnd(i, 15)} AS r_sales, ${rnd(i, 16)} AS r_views, ${rnd(i, 17)} AS r_valid,
        ${rnd(i, 18)} AS r_empty, ${rnd(i, 19)} AS r_reason
      FROM generate_series(${from}::int, ${to}::int) AS g(i)
    ), y AS (
      SELECT x.*, v.*, s.shop_id, s.company_id,
        CASE WHEN x.r_place < 0.75 THEN s.province_code ELSE pl.province_code END AS province_code,
        CASE WHEN x.r_place < 0.75 THEN s.city_code ELSE pl.city_code END AS city_code,
        CASE WHEN x.r_place < 0.75 THEN s.delivery_place ELSE pl.delivery_place END AS delivery_place,
        CASE WHEN x.r_place < 0.75 THEN s.warehouse ELSE pl.warehouse END AS warehouse,
        ${state} AS state,
        ${at(now)} - make_interval(secs => x.r_age * 700 * ${num(DAY)}) AS published,
        greatest(v.price_step, round((v.price_low + (v.price_high - v.price_low) * x.r_price::numeric) / v.price_step) * v.price_step) AS price,
        v.min_qtys[1 + floor(x.r_lot * cardinality(v.min_qtys))::int] AS min_qty
      FROM x
      JOIN scale_variant v ON v.dangerous = x.want_dangerous
        AND v.k = floor(x.r_variant * CASE WHEN x.want_dangerous THEN ${num(pools.dangerous)} ELSE ${num(pools.safe)} END)::int
      JOIN scale_group_shop gs ON gs.group_index = v.group_index AND gs.rank = floor(power(x.r_shop, 1.6) * v.group_shops)::int
      JOIN scale_shop s ON s.k = gs.shop_k
      JOIN scale_place pl ON pl.k = x.place_k
    ), z AS (
      SELECT y.*,
        CASE WHEN state IN ('on', 'off') THEN published - make_interval(secs => (1 + r_lead * 2) * ${num(DAY)})
             WHEN state = 'rejected' THEN ${at(now)} - make_interval(secs => r_age * 60 * ${num(DAY)})
             WHEN state = 'pending' THEN ${at(now)} - make_interval(secs => r_age * 30 * ${num(DAY)})
             ELSE ${at(now)} - make_interval(secs => r_age * 20 * ${num(DAY)}) END AS created
      FROM y
    )
    INSERT INTO products (shop_id, company_id, category_id, name, cas_number, grade, purity, brand, packaging, unit, unit_weight_kg, price,
      min_order_qty, stock, delivery_place, province_code, city_code, warehouse, valid_until, images, description,
      is_dangerous, un_number, hazard_class, sds_file_key, audit_status, audit_reason, publish_status, showcase,
      view_count, sales_count, submitted_at, audited_at, audited_by, published_at, created_at, updated_at)
    SELECT shop_id, company_id, category_id,
      CASE WHEN r_tag < 0.08 THEN (${textArray(NAME_TAGS)})[1 + floor(r_tag / 0.08 * ${num(NAME_TAGS.length)})::int] ELSE '' END
        || name_stem
        || CASE WHEN r_brand < 0.6 AND cardinality(brands) > 0 THEN ' ' || brands[1 + floor(r_brand_pick * cardinality(brands))::int] ELSE '' END,
      cas, grade, purity,
      CASE WHEN r_brand < 0.85 AND cardinality(brands) > 0 THEN brands[1 + floor(r_brand_pick * cardinality(brands))::int] END,
      packaging, unit, unit_weight_kg, price,
      min_qty,
      CASE WHEN state = 'on' AND r_empty < 0.05 THEN 0
           ELSE greatest(min_qty, round((stock_low + (stock_high - stock_low) * r_stock::numeric) / stock_step) * stock_step) END,
      delivery_place, province_code, city_code, warehouse,
      CASE WHEN r_valid < 0.15 THEN NULL
           ELSE (((${at(now)} AT TIME ZONE 'UTC') + interval '8 hours')::date + (30 + floor(r_valid * 330))::int) END,
      images, description, dangerous, un_number, hazard_class, sds_key,
      CASE state WHEN 'draft' THEN NULL WHEN 'pending' THEN 0 WHEN 'rejected' THEN 2 ELSE 1 END,
      CASE WHEN state = 'rejected' THEN (${textArray(REJECT_REASONS)})[1 + floor(r_reason * ${num(REJECT_REASONS.length)})::int] END,
      CASE WHEN state = 'on' THEN 1 ELSE 0 END,
      false,
      CASE WHEN state = 'on' THEN floor(power(r_sales, 12) * 20000)::int * (3 + floor(r_views * 8)::int) + 10 + floor(power(r_views, 3) * 2000)::int
           WHEN state = 'off' THEN floor(r_sales * 20)::int * 4 + floor(r_views * 200)::int ELSE 0 END,
      CASE WHEN state = 'on' THEN floor(power(r_sales, 12) * 20000)::int WHEN state = 'off' THEN floor(r_sales * 20)::int ELSE 0 END,
      CASE WHEN state = 'draft' THEN NULL ELSE created + interval '1 hour' END,
      CASE WHEN state IN ('on', 'off') THEN published - interval '7 hours'
           WHEN state = 'rejected' THEN created + interval '12 hours' END,
      CASE WHEN state IN ('on', 'off', 'rejected') THEN ${operatorId}::bigint END,
      CASE WHEN state IN ('on', 'off') THEN published END,
      created,
      CASE WHEN state = 'off' THEN published + (${at(now)} - published) / 2
           WHEN state IN ('on') THEN published
           WHEN state = 'rejected' THEN created + interval '12 hours'
           WHEN state = 'pending' THEN created + interval '1 hour'
           ELSE created END
    FROM z ORDER BY i`);
}

/** Inserts `count` scale offers, calling `progress` after each chunk. */
export async function insertProducts(
  tx: Db,
  input: { plan: CompanyPlan; count: number; now: Date; operatorId: number | null },
  progress: (done: number) => void,
): Promise<void> {
  if (input.count === 0) return;
  const pools = await loadVocabulary(tx, input.plan);
  if (pools.dangerous + pools.safe === 0) throw new Error('no product variant has a leaf category in this database');
  for (let from = 1; from <= input.count; from += CHUNK) {
    const to = Math.min(input.count, from + CHUNK - 1);
    await insertChunk(tx, from, to, pools, input.now, input.operatorId);
    progress(to);
  }
}
