import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type Flow, orderFlows } from './order-flows.ts';
import { at, countOf, loadTempTable, nextId, num, pickText, rnd } from './sql-kit.ts';

/**
 * The orders phase: `count` orders between scale buyers and scale shops, each following one of the
 * flows (order-flows.ts) picked by a low-discrepancy sequence, so even a few hundred orders meet
 * every flow in proportion. Lines (one to three of the shop's approved offers) are snapshots of the
 * product; amounts are computed by the database in NUMERIC: line = round(price × quantity, 2),
 * goods = Σ lines, total = goods + freight. The timeline events replay the flow's steps between
 * the order's placement and its last change. Leaves scale_order and scale_flow* for the contracts.
 */

const DAY = 86_400;
const HOUR = 3_600;
const CARRIERS = ['德邦物流', '顺丰快运', '安能物流', '中通快运', '危化品运输专线', '中铁快运'];
const REMARKS = ['请尽快安排发货', '随货提供 COA 和 SDS', '请用危险品专车配送', '到货前请电话联系', '开票信息同公司资料'];
const BANKS = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '交通银行', '招商银行'];

const lastStep = (flow: Flow, action: string) => flow.steps.findLast((s) => s.action === action)?.step ?? null;

async function loadFlows(tx: Db): Promise<void> {
  const flows = orderFlows();
  await loadTempTable(
    tx,
    'scale_flow',
    [
      ['flow', 'int'],
      ['low', 'float8'],
      ['high', 'float8'],
      ['status', 'smallint'],
      ['steps', 'int'],
      ['status_step', 'int'],
      ['open_cancel', 'text'],
      ['price_adjusted', 'boolean'],
      ['recent', 'text'],
      ['pay_step', 'int'],
      ['deliver_step', 'int'],
      ['receive_step', 'int'],
      ['cancel_step', 'int'],
      ['term', 'text'],
    ],
    flows.map((f) => ({
      flow: f.id,
      low: f.low,
      high: f.high,
      status: f.status,
      steps: f.steps.length - 1,
      status_step: f.statusStep,
      open_cancel: f.openCancel,
      price_adjusted: f.priceAdjusted,
      recent: f.recent,
      pay_step: lastStep(f, 'pay'),
      deliver_step: lastStep(f, 'deliver'),
      receive_step: lastStep(f, 'receive'),
      cancel_step: f.openCancel ? lastStep(f, 'requestCancel') : null,
      term: f.term,
    })),
  );
  await loadTempTable(
    tx,
    'scale_flow_step',
    [
      ['flow', 'int'],
      ['step', 'int'],
      ['action', 'text'],
      ['party', 'text'],
      ['from_status', 'smallint'],
      ['to_status', 'smallint'],
      ['version', 'int'],
    ],
    flows.flatMap((f) =>
      f.steps.map((s) => ({
        flow: f.id,
        step: s.step,
        action: s.action,
        party: s.party,
        from_status: s.from,
        to_status: s.to,
        version: s.version,
      })),
    ),
  );
  await loadTempTable(
    tx,
    'scale_flow_contract',
    [
      ['flow', 'int'],
      ['version', 'int'],
      ['status', 'text'],
      ['generated_step', 'int'],
      ['cancelled_step', 'int'],
      ['cancelled_by', 'text'],
      ['buyer_sign_step', 'int'],
      ['seller_sign_step', 'int'],
    ],
    flows.flatMap((f) =>
      f.contracts.map((c) => ({
        flow: f.id,
        version: c.version,
        status: c.status,
        generated_step: c.generatedStep,
        cancelled_step: c.cancelledStep,
        cancelled_by: c.cancelledBy,
        buyer_sign_step: c.buyerSignStep,
        seller_sign_step: c.sellerSignStep,
      })),
    ),
  );
}

/** scale_offer: each scale shop's approved offers ranked 0…n-1; scale_offer_shop: the shops that have any, ranked. */
async function loadOffers(tx: Db): Promise<number> {
  await tx.execute(sql`
    CREATE TEMP TABLE scale_offer ON COMMIT DROP AS
    SELECT p.id AS product_id, p.shop_id, (row_number() OVER (PARTITION BY p.shop_id ORDER BY p.id) - 1)::int AS rank
    FROM products p JOIN scale_shop s ON s.shop_id = p.shop_id
    WHERE p.audit_status = 1`);
  await tx.execute(sql`CREATE INDEX ON scale_offer (shop_id, rank)`);
  await tx.execute(sql`
    CREATE TEMP TABLE scale_offer_shop ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY s.k) - 1)::int AS j, s.k, s.shop_id, s.company_id, s.owner_user_id, s.owner_name,
      s.owner_mobile, o.offers
    FROM scale_shop s JOIN (SELECT shop_id, count(*)::int AS offers FROM scale_offer GROUP BY shop_id) o ON o.shop_id = s.shop_id`);
  await tx.execute(sql`CREATE INDEX ON scale_offer_shop (j)`);
  return countOf(tx, sql`SELECT count(*) AS n FROM scale_offer_shop`);
}

/** scale_order: who, which flow, when, how delivered; ids and order numbers reserved from their sequences. */
async function planOrders(tx: Db, count: number, companies: number, shops: number, now: Date) {
  const k = sql`g.k`;
  await tx.execute(sql`
    CREATE TEMP TABLE scale_order ON COMMIT DROP AS
    WITH x AS (
      SELECT g.k, (g.k * 0.6180339887498949::float8) - floor(g.k * 0.6180339887498949::float8) AS r_flow,
        floor(power(${rnd(k, 31)}, 2) * ${num(shops)})::int AS shop_j,
        1 + floor(${rnd(k, 32)} * ${num(companies)})::int AS buyer_n,
        ${rnd(k, 33)} AS r_age, ${rnd(k, 34)} AS r_span, ${rnd(k, 35)} AS r_mode, ${rnd(k, 36)} AS r_invoice,
        ${rnd(k, 37)} AS r_lines, ${rnd(k, 38)} AS r_base, ${rnd(k, 39)} AS r_remark, ${rnd(k, 40)} AS r_freight,
        ${rnd(k, 41)} AS r_carrier, ${rnd(k, 42)} AS r_bank
      FROM generate_series(1, ${num(count)}) AS g(k)
    ), y AS (
      SELECT x.*, f.flow, f.status, f.steps, f.status_step, f.open_cancel, f.price_adjusted, f.pay_step, f.deliver_step,
        f.receive_step, f.cancel_step, f.term,
        CASE f.recent
          WHEN 'unsigned' THEN ${at(now)} - make_interval(secs => x.r_age * 60 * ${num(HOUR)})
          WHEN 'unpaid' THEN ${at(now)} - make_interval(secs => (1 + x.r_age * 5) * ${num(DAY)})
          ELSE ${at(now)} - make_interval(secs => (3 + x.r_age * 727) * ${num(DAY)}) END AS created,
        f.recent,
        s.shop_id, s.k AS seller_n, s.company_id AS seller_company_id, s.owner_user_id AS seller_user_id,
        s.owner_name AS seller_name, s.owner_mobile AS seller_mobile, s.offers
      FROM x
      JOIN scale_flow f ON x.r_flow >= f.low AND x.r_flow < f.high
      JOIN scale_offer_shop s ON s.j = x.shop_j
    )
    SELECT y.*, ${nextId('orders')} AS id,
      'HG' || to_char((y.created AT TIME ZONE 'UTC') + interval '8 hours', 'YYYYMMDD')
        || lpad(nextval('order_number_seq')::text, 8, '0') AS order_no,
      CASE WHEN y.recent IS NOT NULL THEN y.created + (${at(now)} - y.created) * y.r_span
           ELSE least(y.created + make_interval(secs => (1 + y.r_span * 20) * ${num(DAY)}), ${at(now)} - interval '1 hour') END AS finished,
      CASE WHEN y.r_mode < 0.35 THEN 'pickup' WHEN y.r_mode < 0.65 THEN 'sellerDelivery' ELSE 'logistics' END AS delivery_mode,
      least(y.offers, 1 + floor(power(y.r_lines, 2) * 3)::int) AS lines,
      floor(y.r_base * y.offers)::int AS base,
      b.company_id AS buyer_company_id, b.user_id AS buyer_user_id, b.person AS buyer_person, b.mobile AS buyer_mobile,
      b.name AS buyer_name, b.credit_code AS buyer_credit_code, b.registered_address AS buyer_address,
      b.province_name, b.city_name, b.area_name, b.street
    FROM y
    JOIN scale_company b ON b.n = CASE WHEN y.buyer_n = y.seller_n THEN y.buyer_n % ${num(companies)} + 1 ELSE y.buyer_n END
    ORDER BY y.k`);
  await tx.execute(sql`CREATE INDEX ON scale_order (id)`);
}

/** The moment of step `step` of the order's flow: placement at `created`, the last step at `finished`. */
export const stepTime = (step: SQL) => sql`(o.created + (o.finished - o.created) * ((${step})::float8 / greatest(o.steps, 1)))`;

/** scale_line: the lines of every order, priced (a seller's price change is −2 %) and with quantities in lots. */
async function planLines(tx: Db) {
  await tx.execute(sql`
    CREATE TEMP TABLE scale_line ON COMMIT DROP AS
    SELECT o.id AS order_id, j, p.id AS product_id, p.name, p.cas_number, p.grade, p.purity, p.packaging, p.unit,
      p.price AS original_price,
      CASE WHEN o.price_adjusted THEN round(p.price * 0.98, 2) ELSE p.price END AS price,
      p.min_order_qty * (1 + floor(${rnd(sql`o.k * 4 + j`, 43)} * 5)::int) AS quantity,
      p.is_dangerous, p.un_number, p.hazard_class
    FROM scale_order o
    CROSS JOIN LATERAL generate_series(1, o.lines) AS j
    JOIN scale_offer so ON so.shop_id = o.shop_id AND so.rank = (o.base + j - 1) % o.offers
    JOIN products p ON p.id = so.product_id`);
}

async function insertItems(tx: Db) {
  await tx.execute(sql`
    INSERT INTO order_items (order_id, product_id, name, cas_number, grade, purity, packaging, unit, price, original_price,
      quantity, amount, is_dangerous, un_number, hazard_class)
    SELECT order_id, product_id, name, cas_number, grade, purity, packaging, unit, price, original_price,
      quantity, round(price * quantity, 2), is_dangerous,
      CASE WHEN is_dangerous THEN un_number END, CASE WHEN is_dangerous THEN hazard_class END
    FROM scale_line ORDER BY order_id, j`);
}

async function insertOrderRows(tx: Db) {
  const addressOf = sql`jsonb_build_object('contactName', o.buyer_person, 'contactMobile', o.buyer_mobile,
    'province', o.province_name, 'city', o.city_name, 'area', o.area_name, 'detail', o.street,
    'fullAddress', o.buyer_address)`;
  const invoiceOf = sql`CASE
    WHEN o.r_invoice < 0.45 THEN jsonb_build_object('type', 'special', 'title', o.buyer_name, 'taxNumber', o.buyer_credit_code,
      'bankName', ${pickText(BANKS, sql`o.r_bank`)} || o.city_name || '支行',
      'bankAccount', lpad((o.k * 7919 % 1000000000)::text, 9, '0') || '0001234567', 'address', o.buyer_address, 'phone', o.buyer_mobile)
    WHEN o.r_invoice < 0.75 THEN jsonb_build_object('type', 'normal', 'title', o.buyer_name, 'taxNumber', o.buyer_credit_code)
    END`;
  await tx.execute(sql`
    INSERT INTO orders (id, order_no, buyer_company_id, buyer_user_id, seller_company_id, shop_id, status, status_changed_at,
      goods_amount, freight_amount, total_amount, currency, delivery_mode, address, invoice, remark,
      cancel_requested_by, cancel_reason, cancel_requested_at, paid_at, delivery_no, carrier, shipped_at, received_at,
      price_adjusted, created_at, updated_at, paid_amount, confirmed_amount, payment_term, due_days,
      settled_goods_amount, settled_at)
    OVERRIDING SYSTEM VALUE
    SELECT o.id, o.order_no, o.buyer_company_id, o.buyer_user_id, o.seller_company_id, o.shop_id, o.status,
      ${stepTime(sql`o.status_step`)},
      l.goods, fr.freight, l.goods + fr.freight, 'CNY', o.delivery_mode,
      CASE WHEN o.delivery_mode = 'pickup' THEN NULL ELSE ${addressOf} END,
      ${invoiceOf},
      CASE WHEN o.r_remark < 0.12 THEN ${pickText(REMARKS, sql`(o.r_remark / 0.12)`)} END,
      o.open_cancel, CASE WHEN o.open_cancel IS NOT NULL THEN '资金安排有变，申请取消订单' END,
      CASE WHEN o.cancel_step IS NOT NULL THEN ${stepTime(sql`o.cancel_step`)} END,
      CASE WHEN o.pay_step IS NOT NULL THEN ${stepTime(sql`o.pay_step`)} END,
      CASE WHEN o.deliver_step IS NOT NULL THEN 'YD' || to_char((o.created AT TIME ZONE 'UTC') + interval '8 hours', 'YYMMDD') || lpad(o.k::text, 8, '0') END,
      CASE WHEN o.deliver_step IS NOT NULL THEN
        CASE o.delivery_mode WHEN 'pickup' THEN '买家自提' WHEN 'sellerDelivery' THEN '卖家自有车辆'
          ELSE ${pickText(CARRIERS, sql`o.r_carrier`)} END END,
      CASE WHEN o.deliver_step IS NOT NULL THEN ${stepTime(sql`o.deliver_step`)} END,
      CASE WHEN o.receive_step IS NOT NULL THEN ${stepTime(sql`o.receive_step`)} END,
      o.price_adjusted, o.created, o.finished,
      CASE WHEN o.pay_step IS NOT NULL THEN l.goods + fr.freight ELSE 0 END,
      CASE WHEN o.status IN (61, 65, 70, 76, 80) THEN l.goods + fr.freight ELSE 0 END,
      o.term, CASE WHEN o.term = 'credit' THEN 30 ELSE 0 END,
      -- 76: 0.2 % short of what was paid for, within the contract's band.
      CASE o.status WHEN 75 THEN l.goods WHEN 76 THEN round(l.goods * 0.998, 2) END,
      CASE WHEN o.status IN (75, 76) THEN ${stepTime(sql`o.receive_step`)} END
    FROM scale_order o
    JOIN (SELECT order_id, sum(round(price * quantity, 2)) AS goods FROM scale_line GROUP BY order_id) l ON l.order_id = o.id
    CROSS JOIN LATERAL (SELECT CASE WHEN o.price_adjusted AND o.delivery_mode <> 'pickup' AND o.r_freight < 0.6
      THEN round((200 + o.r_freight / 0.6 * 2800)::numeric, -1) ELSE 0 END::numeric(18, 2) AS freight) fr
    ORDER BY o.id`);
}

/** Each paid order's one payment: the whole amount by transfer, confirmed where the money was (61 and on). */
async function insertPayments(tx: Db) {
  await tx.execute(sql`
    INSERT INTO order_payments (payment_no, amount, status, proof_keys, created_by, created_at, answered_at, order_id, method, paid_on)
    SELECT 'PO' || to_char(o.paid_at AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(o.id::text, 8, '0'), o.total_amount,
      CASE WHEN o.confirmed_amount > 0 THEN 'confirmed' ELSE 'submitted' END, '{}'::text[], o.buyer_user_id, o.paid_at,
      CASE WHEN o.confirmed_amount > 0 THEN o.paid_at END, o.id, 'transfer', (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date
    FROM orders o JOIN scale_order so ON so.id = o.id WHERE o.paid_amount > 0 AND o.total_amount > 0 ORDER BY o.id`);
}

async function insertEvents(tx: Db, contractSha256: string) {
  const contractNo = sql`'HT' || substr(o.order_no, 3) || '-' || fs.version`;
  await tx.execute(sql`
    INSERT INTO node_operation_logs
      (biz_type, biz_id, node, action, actor_role, actor_user_id, company_id, from_state, to_state, detail, created_at)
    SELECT 'order', o.id, 'orderStatus.' || fs.to_status, fs.action, fs.party,
      CASE fs.party WHEN 'buyer' THEN o.buyer_user_id WHEN 'seller' THEN o.seller_user_id END,
      CASE fs.party WHEN 'buyer' THEN o.buyer_company_id WHEN 'seller' THEN o.seller_company_id END,
      fs.from_status::text, fs.to_status::text,
      CASE fs.action
        WHEN 'generateContract' THEN jsonb_build_object('contractNo', ${contractNo}, 'version', fs.version, 'sha256', ${contractSha256}::text)
        WHEN 'cancelContract' THEN jsonb_build_object('contractNo', ${contractNo}, 'reason', '合同条款需调整')
        WHEN 'sign' THEN jsonb_build_object('contractNo', ${contractNo}, 'version', fs.version)
        WHEN 'close' THEN jsonb_build_object('reason', 'timeout')
        WHEN 'requestCancel' THEN jsonb_build_object('reason', '资金安排有变，申请取消订单')
        WHEN 'withdraw' THEN jsonb_build_object('reason', '采购计划变更')
        WHEN 'reject' THEN jsonb_build_object('reason', '库存不足，无法按期供货')
        WHEN 'updatePrice' THEN jsonb_build_object('reason', '量大优惠，单价下调 2%')
        WHEN 'deliver' THEN jsonb_build_object('deliveryNo', 'YD' || to_char((o.created AT TIME ZONE 'UTC') + interval '8 hours', 'YYMMDD') || lpad(o.k::text, 8, '0'))
        ELSE '{}'::jsonb END,
      ${stepTime(sql`fs.step`)}
    FROM scale_order o JOIN scale_flow_step fs ON fs.flow = o.flow
    ORDER BY o.id, fs.step`);
}

/** Inserts `count` orders with their lines and timelines; answers false when no scale shop has an approved offer. */
export async function insertOrders(
  tx: Db,
  input: { count: number; companies: number; now: Date; contractSha256: string },
): Promise<boolean> {
  await loadFlows(tx);
  if (input.count === 0) return true;
  const shops = await loadOffers(tx);
  if (shops === 0) return false;
  await planOrders(tx, input.count, input.companies, shops, input.now);
  await planLines(tx);
  await insertOrderRows(tx);
  await insertPayments(tx);
  await insertItems(tx);
  await insertEvents(tx, input.contractSha256);
  return true;
}
