import { type SQL, sql } from 'drizzle-orm';
import { receiptProducts } from '../../modules/warehouse/index.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  LISTING_MINIMUMS,
  planWarehouses,
  RECEIPT_ORIGINS,
  receiptProductFacts,
  receiptProductSeeds,
  SCALE_KEEPERS,
  storageOf,
  suitsListingLots,
} from './receipt-plan.ts';
import { at, type Column, countOf, loadTempTable, nextId, num, pickText, rnd } from './sql-kit.ts';

/**
 * The receipts phase: the receipt registry's market. The last SCALE_KEEPERS scale companies are marked warehouse
 * companies and keep a few dozen warehouses across the chemical provinces (receipt-plan.ts), with a fee schedule for
 * every product; the receipt products are the demo's and the bulk chemicals' (receipt-plan.ts). Then `count` receipts
 * in force, issued over the last seven months to the scale shops' companies (a few traders hold many), each listed
 * whole in the last 29 days — listed = available, nothing reserved, sold or returned, valid 60–90 days from its
 * listing (so at least a month from the run) — and locked for its listing (lock `listing`, lockRef the listing's
 * number), as /sale/bss/save leaves them. Made by INSERT … SELECT over generate_series: row i draws its product
 * (a power law: the demo's methanol, the first, is the most traded), holder, warehouse (the chemical provinces' first),
 * quantity, price in the product's range, lot and dates from independent hash streams. The companies that listed have affirmed the receipt agreement,
 * as listing asks. No node operation logs: the market reads none.
 */

const DAY = 86_400;
const REMARKS = ['现货，可开增值税专用发票', '过户费买方承担', '可分批过户，款到即办', '量大可议价', '随货提供质检报告'];
const INSURANCE = ['中国人保财险 仓储财产险', '平安产险 仓储综合险', '太平洋产险 财产一切险'];

export interface ReceiptPhaseInput {
  count: number;
  companies: number;
  shops: number;
  now: Date;
  operatorId: number | null;
  /** The current receipt agreement's version (0: none published). */
  receiptAgreementVersion: number;
}

const WAREHOUSE_COLUMNS: readonly Column[] = [
  ['k', 'int'],
  ['keeper', 'int'],
  ['code', 'text'],
  ['name', 'text'],
  ['kind', 'text'],
  ['province_code', 'text'],
  ['city_code', 'text'],
  ['area_code', 'text'],
  ['province_name', 'text'],
  ['city_name', 'text'],
  ['area_name', 'text'],
  ['address', 'text'],
  ['longitude', 'numeric'],
  ['latitude', 'numeric'],
  ['capacity', 'numeric'],
  ['contact_name', 'text'],
  ['contact_phone', 'text'],
];

const PRODUCT_COLUMNS: readonly Column[] = [
  ['k', 'int'],
  ['product_id', 'bigint'],
  ['name', 'text'],
  ['grade', 'text'],
  ['cas', 'text'],
  ['hazard_class', 'text'],
  ['un_number', 'text'],
  ['unit', 'text'],
  ['price_low', 'numeric'],
  ['price_high', 'numeric'],
  ['brands', 'text[]'],
  ['solid', 'boolean'],
  ['packing', 'smallint'],
  ['storage_rate', 'numeric'],
  ['inbound_fee', 'numeric'],
  ['outbound_fee', 'numeric'],
  ['transfer_fee', 'numeric'],
];

/** The warehouse companies: the last scale companies (the first are the shops' and the applications'). */
async function markKeepers(tx: Db, input: ReceiptPhaseInput): Promise<number> {
  const keepers = Math.min(SCALE_KEEPERS, input.companies);
  await loadTempTable(
    tx,
    'scale_keeper',
    [
      ['keeper', 'int'],
      ['n', 'int'],
    ],
    Array.from({ length: keepers }, (_, keeper) => ({ keeper, n: input.companies - keepers + 1 + keeper })),
  );
  await tx.execute(sql`
    INSERT INTO keeper_companies (company_id, marked_by, marked_at)
    SELECT c.company_id, ${input.operatorId}::bigint, ${at(input.now)} - interval '400 days'
    FROM scale_keeper k JOIN scale_company c ON c.n = k.n ORDER BY k.keeper
    ON CONFLICT DO NOTHING`);
  return keepers;
}

async function insertWarehouses(tx: Db, keepers: number): Promise<number> {
  const planned = planWarehouses().map((w) => ({ ...w, keeper: w.keeper % keepers }));
  await loadTempTable(tx, 'scale_warehouse', WAREHOUSE_COLUMNS, planned as unknown as Record<string, unknown>[]);
  await tx.execute(sql`ALTER TABLE scale_warehouse ADD COLUMN warehouse_id bigint, ADD COLUMN keeper_company_id bigint,
    ADD COLUMN keeper_user_id bigint`);
  await tx.execute(sql`
    UPDATE scale_warehouse w SET warehouse_id = ${nextId('warehouses')}, keeper_company_id = c.company_id, keeper_user_id = c.user_id
    FROM scale_keeper k JOIN scale_company c ON c.n = k.n WHERE k.keeper = w.keeper`);
  await tx.execute(sql`CREATE INDEX ON scale_warehouse (k)`);
  await tx.execute(sql`
    INSERT INTO warehouses (id, code, name, kind, keeper_company_id, province_code, city_code, area_code, province_name,
      city_name, area_name, address, longitude, latitude, daily_outbound_capacity, dangerous_goods, contact_name,
      contact_phone, enabled)
    OVERRIDING SYSTEM VALUE
    SELECT warehouse_id, code, name, kind, keeper_company_id, province_code, city_code, area_code, province_name,
      city_name, area_name, address, longitude, latitude, capacity, true, contact_name, contact_phone, true
    FROM scale_warehouse ORDER BY k`);
  return planned.length;
}

/**
 * The receipt products: the bulk chemicals' added to what the registry has (the demo's), and the products the market
 * deals in, numbered k from 0 (the registry's first, the demo's methanol, first), those whose lot rules suit the
 * scale listings' lots.
 */
async function loadReceiptProducts(tx: Db): Promise<number> {
  const existing = await tx.select({ cas: receiptProducts.casNumber }).from(receiptProducts);
  const seeds = receiptProductSeeds(new Set(existing.map((p) => p.cas)));
  if (seeds.length > 0) await tx.insert(receiptProducts).values(seeds).onConflictDoNothing();
  const rows = (await tx.select().from(receiptProducts).orderBy(receiptProducts.id)).filter(
    (p) => p.enabled && p.unit === '吨' && suitsListingLots(p),
  );
  await loadTempTable(
    tx,
    'scale_receipt_product',
    PRODUCT_COLUMNS,
    rows.map((p, k) => {
      const facts = receiptProductFacts(p);
      const storage = storageOf(facts.form);
      return {
        k,
        product_id: p.id,
        name: p.name,
        grade: p.grade,
        cas: p.casNumber,
        hazard_class: p.hazardClass,
        un_number: p.unNumber,
        unit: p.unit,
        price_low: facts.priceLow,
        price_high: facts.priceHigh,
        brands: facts.brands,
        solid: facts.form === 'solid',
        packing: storage.packing,
        storage_rate: storage.storageRate,
        inbound_fee: storage.inboundFee,
        outbound_fee: storage.outboundFee,
        transfer_fee: storage.transferFee,
      };
    }),
  );
  await tx.execute(sql`CREATE INDEX ON scale_receipt_product (k)`);
  return rows.length;
}

/** Every scale warehouse's fees for every product, in force from two years before the run, open-ended. */
async function insertFeeSchedules(tx: Db, input: ReceiptPhaseInput): Promise<void> {
  await tx.execute(sql`
    INSERT INTO warehouse_fee_schedules (warehouse_id, product_id, storage_rate, inbound_fee, outbound_fee, transfer_fee,
      effective_from, created_by, created_at)
    SELECT w.warehouse_id, p.product_id, p.storage_rate, p.inbound_fee, p.outbound_fee, p.transfer_fee,
      ((${at(input.now)} AT TIME ZONE 'UTC') + interval '8 hours')::date - 730, ${input.operatorId}::bigint,
      ${at(input.now)} - interval '730 days'
    FROM scale_warehouse w CROSS JOIN scale_receipt_product p ORDER BY w.k, p.k`);
}

/** The China day of a timestamptz expression. */
const chinaDay = (t: SQL): SQL => sql`((${t} AT TIME ZONE 'UTC') + interval '8 hours')::date`;

/** scale_receipt: each receipt and its listing, numbered in the order they were listed. */
async function planReceipts(tx: Db, input: ReceiptPhaseInput, products: number, warehouses: number): Promise<void> {
  const i = sql`g.i`;
  await tx.execute(sql`
    CREATE TEMP TABLE scale_receipt ON COMMIT DROP AS
    WITH x AS (
      SELECT g.i,
        ${rnd(i, 31)} AS r_product, ${rnd(i, 32)} AS r_holder, ${rnd(i, 33)} AS r_warehouse, ${rnd(i, 34)} AS r_qty,
        ${rnd(i, 35)} AS r_price, ${rnd(i, 36)} AS r_min, ${rnd(i, 37)} AS r_step, ${rnd(i, 38)} AS r_mode,
        ${rnd(i, 39)} AS r_listed, ${rnd(i, 40)} AS r_issued, ${rnd(i, 41)} AS r_valid, ${rnd(i, 42)} AS r_brand,
        ${rnd(i, 43)} AS r_origin, ${rnd(i, 44)} AS r_remark, ${rnd(i, 45)} AS r_term, ${rnd(i, 46)} AS r_made,
        ${rnd(i, 47)} AS r_location, ${rnd(i, 48)} AS r_insurance, ${rnd(i, 49)} AS r_start
      FROM generate_series(1, ${input.count}::int) AS g(i)
    ), y AS (
      SELECT x.*, p.product_id, p.name, p.grade, p.cas, p.hazard_class, p.un_number, p.unit, p.solid, p.packing,
        p.brands, s.company_id AS holder_id, s.owner_user_id AS holder_user_id, w.warehouse_id, w.keeper_company_id,
        w.keeper_user_id, w.city_code,
        ${at(input.now)} - make_interval(secs => x.r_listed * 29 * ${num(DAY)}) AS listed_at,
        greatest(10, round((p.price_low + (p.price_high - p.price_low) * x.r_price::numeric) / 10) * 10) AS unit_price,
        CASE WHEN p.solid THEN (5 + floor(power(x.r_qty, 2) * 196)) * 10
             ELSE (10 + floor(power(x.r_qty, 2) * 491)) * 10 END::numeric AS quantity,
        (ARRAY[${sql.join(
          LISTING_MINIMUMS.map((m) => sql`${num(m)}`),
          sql`, `,
        )}])[1 + floor(x.r_min * ${num(LISTING_MINIMUMS.length)})::int]::numeric AS min_qty
      FROM x
      JOIN scale_receipt_product p ON p.k = floor(power(x.r_product, 1.5) * ${num(products)})::int
      JOIN scale_shop s ON s.k = 1 + floor(power(x.r_holder, 1.6) * ${num(input.shops)})::int
      JOIN scale_warehouse w ON w.k = floor(power(x.r_warehouse, 1.4) * ${num(warehouses)})::int
    ), z AS (
      SELECT y.*, listed_at - make_interval(secs => (1 + r_issued * 200) * ${num(DAY)}) AS issued_at FROM y
    )
    SELECT o.*,
      ${nextId('warehouse_receipts')} AS receipt_id,
      ${nextId('receipt_listings')} AS listing_id,
      'WR' || to_char(${chinaDay(sql`o.issued_at`)}, 'YYYYMMDD') || lpad(nextval('receipt_number_seq')::text, 6, '0') AS receipt_no,
      'GP' || to_char(${chinaDay(sql`o.listed_at`)}, 'YYYYMMDD') || lpad(nextval('listing_number_seq')::text, 6, '0') AS listing_no
    FROM (SELECT z.*, ${chinaDay(sql`z.issued_at`)} - floor(z.r_start * 3)::int AS storage_start FROM z ORDER BY z.listed_at) o`);
}

async function insertReceiptRows(tx: Db, input: ReceiptPhaseInput): Promise<void> {
  await tx.execute(sql`
    INSERT INTO warehouse_receipts (id, receipt_no, status, lock_type, lock_ref, warehouse_id, keeper_company_id,
      depositor_company_id, holder_company_id, product_id, product_name, grade, cas_number, hazard_class, un_number, unit,
      brand, origin, batch_no, production_date, quality, packing, pieces, quantity, location, storage_start, term_end,
      loss_standard, insurance, certificate_code, registered_by, audited_by, issued_at, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT receipt_id, receipt_no, 'active', 'listing', listing_no, warehouse_id, keeper_company_id,
      holder_id, holder_id, product_id, name, grade, cas, hazard_class, un_number, unit,
      CASE WHEN cardinality(brands) > 0 THEN brands[1 + floor(r_brand * cardinality(brands))::int] ELSE '国产' END,
      ${pickText(RECEIPT_ORIGINS, sql`r_origin`)},
      'B' || to_char(storage_start, 'YYMMDD') || '-' || lpad(i::text, 6, '0'),
      storage_start - (3 + floor(r_made * 40))::int,
      '合格', packing, CASE WHEN solid THEN quantity::int ELSE 0 END, quantity,
      CASE WHEN solid THEN (1 + floor(r_location * 12))::int || ' 号库 ' || (1 + floor(r_location * 240)::int % 20) || ' 区'
           ELSE (1 + floor(r_location * 24))::int || ' 号罐' END,
      storage_start, storage_start + (365 + floor(r_term * 366))::int,
      CASE WHEN solid THEN '千分之一' ELSE '千分之三' END,
      CASE WHEN r_insurance < 0.7 THEN ${pickText(INSURANCE, sql`(r_insurance / 0.7)`)} END,
      translate(upper(substr(md5('scale-certificate-' || receipt_id), 1, 16)), '01', 'KM'),
      keeper_user_id, ${input.operatorId}::bigint, issued_at, issued_at - interval '5 hours', issued_at
    FROM scale_receipt ORDER BY listed_at`);
}

async function insertListings(tx: Db): Promise<void> {
  await tx.execute(sql`
    INSERT INTO receipt_listings (id, listing_no, status, seller_company_id, seller_user_id, receipt_id, source_receipt_id,
      product_id, warehouse_id, city_code, unit_price, min_qty, step, listed_qty, available_qty, reserved_qty, sold_qty,
      returned_qty, delivery_mode, valid_until, remark, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT listing_id, listing_no, 'listed', holder_id, holder_user_id, receipt_id, receipt_id,
      product_id, warehouse_id, city_code, unit_price, min_qty, CASE WHEN r_step < 0.6 THEN 5 ELSE 1 END,
      quantity, quantity, 0, 0, 0,
      CASE WHEN r_mode < 0.7 THEN 'transfer' WHEN r_mode < 0.9 THEN 'pickup' ELSE 'delivery' END,
      ${chinaDay(sql`listed_at`)} + (60 + floor(r_valid * 31))::int,
      CASE WHEN r_remark < 0.4 THEN ${pickText(REMARKS, sql`(r_remark / 0.4)`)} END,
      listed_at, listed_at
    FROM scale_receipt ORDER BY listed_at`);
}

/** The companies that listed affirmed the receipt agreement first (listing asks it), a day before their first listing. */
async function insertAffirmations(tx: Db, version: number): Promise<void> {
  if (version === 0) return;
  await tx.execute(sql`
    INSERT INTO company_agreement_affirmations (company_id, type, version, user_id, affirmed_at)
    SELECT holder_id, 'receipt', ${version}::int, min(holder_user_id), min(listed_at) - interval '1 day'
    FROM scale_receipt GROUP BY holder_id ORDER BY holder_id
    ON CONFLICT DO NOTHING`);
}

/** Makes the receipt registry's market; answers how many listings it made. */
export async function insertReceipts(tx: Db, input: ReceiptPhaseInput): Promise<number> {
  if (input.count === 0) return 0;
  if (input.shops === 0) throw new Error('receipts need shops: their companies hold them');
  const keepers = await markKeepers(tx, input);
  const warehouses = await insertWarehouses(tx, keepers);
  const products = await loadReceiptProducts(tx);
  if (products === 0) throw new Error('no receipt product suits the scale listings’ lots');
  await insertFeeSchedules(tx, input);
  await planReceipts(tx, input, products, warehouses);
  await insertReceiptRows(tx, input);
  await insertListings(tx);
  await insertAffirmations(tx, input.receiptAgreementVersion);
  return countOf(tx, sql`SELECT count(*) AS n FROM scale_receipt`);
}
