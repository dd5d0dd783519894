import {
  actionPermission,
  allowedActions,
  deliveryModeLabelKey,
  hazardClassLabelKey,
  type Language,
  ORDER_STATUS,
  type OrderItem,
  type OrderView,
  orderFlowStateOf,
  orderStatusIn,
  orderStatusLabelKey,
  packagingLabelKey,
  shipsByWaybill,
  translate,
} from '@hgsc/contracts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CompanyAccess, hasPermission } from '../../platform/auth/plugin.ts';
import { anyOf } from '../../platform/db/any-of.ts';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import { fileUrl } from '../../platform/files/store-upload.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { nodeOperationLogs as log } from '../../platform/flow/tables.ts';
import type { ContractParty } from '../../platform/pdf/index.ts';
import { companies } from '../company/index.ts';
import { contracts } from '../contract/index.ts';
import { shops } from '../shop/index.ts';
import { type InvoiceState, invoiceableAmount, invoicedAmount, stateOf } from './invoice/invoice-state.ts';
import { orderInvoices } from './invoice/tables.ts';
import { type OrderCaller, partyOf, type TradeParty } from './order-access.ts';
import { type PaymentJson, paymentsJson, toMoney, toPayments, toTerms } from './payments/payment-view.ts';
import { reviewedLine } from './reviewed-line.ts';
import { aboutOrder } from './sales-contract/order-subject.ts';
import { type ShipmentJson, shipmentsJson, toSettlement, toShipments, toShipping } from './shipment/shipment-view.ts';
import { type OrderItemRow, type OrderRow, orderInterests, orderItems, orders } from './tables.ts';

/**
 * Who is looking: their company decides the party, their permissions (a sub-account's grants) the
 * buttons, `userId` their interest marks. No `access`: a read-only viewer.
 */
export interface Viewer {
  companyId: number | null;
  userId: number | null;
  lang: Language;
  access?: CompanyAccess;
}

/** The viewer a caller of an order route is. */
export const viewerOf = (caller: OrderCaller, lang: Language): Viewer => ({
  companyId: caller.company.companyId,
  userId: caller.userId,
  lang,
  access: caller.company,
});

/**
 * The table's actions for the party in this status, less those the viewer's permissions do not cover, and less 发货 by
 * waybill alone for an order of dangerous goods (shipsByWaybill: 分批发货 with the crew is its way out).
 */
function actionsFor(order: OrderRow, lines: readonly OrderItemRow[], party: TradeParty | undefined, viewer: Viewer) {
  if (!party || !viewer.access) return [];
  const access = viewer.access;
  const byWaybill = shipsByWaybill(lines);
  return allowedActions(orderFlowStateOf(order), party).filter(
    (action) => hasPermission(access, actionPermission(action, party)) && (action !== 'deliver' || byWaybill),
  );
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toItem(row: OrderItemRow, lang: Language): OrderItem {
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    casNumber: row.casNumber,
    grade: row.grade,
    purity: row.purity,
    packaging: row.packaging,
    packagingLabel: translate(packagingLabelKey(row.packaging), lang),
    unit: row.unit,
    price: row.price,
    originalPrice: row.originalPrice,
    quantity: row.quantity,
    amount: row.amount,
    isDangerous: row.isDangerous,
    unNumber: row.unNumber,
    hazardClassLabel: row.hazardClass ? translate(hazardClassLabelKey(row.hazardClass), lang) : null,
  };
}

/** What the views of some orders draw on besides the rows: read for a page, or known for fresh orders. */
export interface ViewParts {
  /** The orders' lines, in id order. */
  items: readonly OrderItemRow[];
  companyNames: ReadonlyMap<number, string>;
  shopNames: ReadonlyMap<number, string>;
  /** The orders the viewer marked. */
  interested: ReadonlySet<number>;
  /** Each order's current contract. */
  contracts: ReadonlyMap<number, OrderView['contract']>;
  /** Orders without an entry have no invoices. */
  invoices: ReadonlyMap<number, InvoiceState>;
  /** The payment proofs' files, for the parties; orders without an entry have none (or a visitor looks). */
  proofs: ReadonlyMap<number, OrderView['paymentProofs']>;
  /** The refusal answering the order's latest cancellation request, when that is where the request ended. */
  refusals: ReadonlyMap<number, NonNullable<OrderView['cancelRefusal']>>;
  /** How the orders that ended without completing ended. */
  endings: ReadonlyMap<number, NonNullable<OrderView['ending']>>;
  /** A complete order's lines the buyer has not reviewed; orders without an entry have none. */
  unreviewed: ReadonlyMap<number, number>;
  /** The orders' batches; orders without an entry have none. */
  shipments: ReadonlyMap<number, ShipmentJson[]>;
  /** The orders' payments; orders without an entry have none. */
  payments: ReadonlyMap<number, PaymentJson[]>;
}

/**
 * The latest step of an order that answers or ends it (a cancellation asked, refused or agreed; a rejection, a
 * withdrawal, a close), as the view's statement reads it: `requestedBy`/`requestReason` are the request an answer
 * answered.
 */
interface TurnStep {
  action: string;
  party: 'buyer' | 'seller' | 'system';
  reason: string | null;
  requestedBy: 'buyer' | 'seller' | null;
  requestReason: string | null;
  at: string;
}

/** Where an order that did not complete ended, and the step that ended it. */
const ENDING_ACTIONS = ['reject', 'withdraw', 'confirmCancel', 'close'] as const;
type EndingAction = (typeof ENDING_ACTIONS)[number];
const isEnding = (action: string): action is EndingAction => (ENDING_ACTIONS as readonly string[]).includes(action);

function endingOf(step: TurnStep): NonNullable<OrderView['ending']> | null {
  if (!isEnding(step.action)) return null;
  const at = new Date(step.at).toISOString();
  // A confirmed cancellation is told as the request that was agreed to: who asked and why.
  if (step.action === 'confirmCancel')
    return { action: step.action, by: step.requestedBy ?? 'buyer', reason: step.requestReason || null, at };
  return { action: step.action, by: step.party, reason: step.action === 'close' ? null : step.reason || null, at };
}

/** A payment proof's stored file as the view's statement reads it. */
interface ProofFile {
  key: string;
  name: string;
  mime: string;
  ext: string;
  encrypted: boolean;
}

const orderIds = sql.placeholder('orderIds');
const buyerCompany = alias(companies, 'buyer_company');
const sellerCompany = alias(companies, 'seller_company');

/**
 * Every order list and order page reads its orders' parts in two statements, prepared once per connection:
 * the lines, and one row per order with everything else. Each statement sent costs the app a socket write and
 * PostgreSQL a wake-up: an order list page read in nine statements was bound by that, not by the reads.
 */
const partStatements = {
  items: preparedStatement((db) =>
    db
      .select()
      .from(orderItems)
      .where(anyOf(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.id))
      .prepare('order_view_items'),
  ),
  perOrder: preparedStatement((db) => {
    const currentContract = db
      .select({
        contractNo: contracts.contractNo,
        version: contracts.version,
        status: contracts.status,
        generatedAt: contracts.generatedAt,
        seller: sql<ContractParty | null>`${contracts.parties} -> 'seller'`.as('seller_party'),
      })
      .from(contracts)
      .where(and(aboutOrder(contracts, orders.id), ne(contracts.status, 'cancelled')))
      .orderBy(desc(contracts.version))
      .limit(1)
      .as('current_contract');
    return db
      .select({
        orderId: orders.id,
        buyerCompanyName: buyerCompany.name,
        sellerCompanyName: sellerCompany.name,
        shopName: shops.name,
        interested: sql<boolean>`exists (select 1 from ${orderInterests} where ${orderInterests.orderId} = ${orders.id} and ${orderInterests.userId} = ${sql.placeholder('userId')})`,
        invoicedSum: sql<
          string | null
        >`(select sum(${orderInvoices.amount})::text from ${orderInvoices} where ${orderInvoices.orderId} = ${orders.id} and ${orderInvoices.removedAt} is null)`,
        contract: currentContract._.selectedFields,
        lastTurn: sql<TurnStep | null>`(select jsonb_build_object('action', ${log.action}, 'party', ${log.actorRole}, 'reason', ${log.detail} ->> 'reason', 'requestedBy', ${log.detail} -> 'request' ->> 'by', 'requestReason', ${log.detail} -> 'request' ->> 'reason', 'at', ${log.createdAt}) from ${log} where ${log.bizType} = 'order' and ${log.bizId} = ${orders.id} and ${log.action} in ('requestCancel', 'refuseCancel', 'confirmCancel', 'reject', 'withdraw', 'close') order by ${log.id} desc limit 1)`,
        // Reviews are written once a purchase is complete (80): only then are lines counted.
        unreviewedLines: sql<number>`case when ${orders.status} = ${ORDER_STATUS.COMPLETE} then (select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id} and not ${reviewedLine.value(orderItems.id)}) else 0 end`,
        proofFiles: sql<
          ProofFile[] | null
        >`(select jsonb_agg(jsonb_build_object('key', ${storedFiles.key}, 'name', ${storedFiles.originalName}, 'mime', ${storedFiles.mime}, 'ext', ${storedFiles.ext}, 'encrypted', ${storedFiles.encrypted}) order by array_position(${orders.paymentProofKeys}, ${storedFiles.key})) from ${storedFiles} where ${storedFiles.key} = any(${orders.paymentProofKeys}))`,
        shipments: shipmentsJson(orders.id),
        payments: paymentsJson(orders.id),
      })
      .from(orders)
      .leftJoin(buyerCompany, eq(buyerCompany.id, orders.buyerCompanyId))
      .leftJoin(sellerCompany, eq(sellerCompany.id, orders.sellerCompanyId))
      .leftJoin(shops, eq(shops.id, orders.shopId))
      .leftJoinLateral(currentContract, sql`true`)
      .where(anyOf(orders.id, orderIds))
      .prepare('order_view_parts');
  }),
};

/** The parts for `rows`: two statements for a whole page. */
async function loadViewParts(db: Db, rows: readonly OrderRow[], viewer: Viewer): Promise<ViewParts> {
  const ids = rows.map((r) => r.id);
  const [items, perOrder] = await readTogether(db, [
    () => partStatements.items(db).execute({ orderIds: ids }),
    // No viewer (a share link): user id 0 marks nothing.
    () => partStatements.perOrder(db).execute({ orderIds: ids, userId: viewer.userId ?? 0 }),
  ]);
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  const companyNames = new Map<number, string>();
  const shopNames = new Map<number, string>();
  const interested = new Set<number>();
  const contracts = new Map<number, OrderView['contract']>();
  const invoices = new Map<number, InvoiceState>();
  const proofs = new Map<number, OrderView['paymentProofs']>();
  const refusals = new Map<number, NonNullable<OrderView['cancelRefusal']>>();
  const endings = new Map<number, NonNullable<OrderView['ending']>>();
  const unreviewed = new Map<number, number>();
  const shipments = new Map<number, ShipmentJson[]>();
  const payments = new Map<number, PaymentJson[]>();
  for (const part of perOrder) {
    const row = rowOf.get(part.orderId);
    if (!row) continue;
    if (part.buyerCompanyName !== null) companyNames.set(row.buyerCompanyId, part.buyerCompanyName);
    if (part.sellerCompanyName !== null) companyNames.set(row.sellerCompanyId, part.sellerCompanyName);
    if (part.shopName !== null) shopNames.set(row.shopId, part.shopName);
    if (part.interested) interested.add(part.orderId);
    const { contract } = part;
    if (contract) {
      const { seller, ...current } = contract;
      // Where the seller is paid is the parties' business: a share link's visitor (no company) is not told. An account
      // is its bank and its number together (companies_receiving_account_whole).
      const payee =
        viewer.companyId !== null && seller?.bankAccount
          ? { accountName: seller.companyName, bankName: seller.bankName, bankAccount: seller.bankAccount }
          : null;
      contracts.set(part.orderId, { ...current, generatedAt: contract.generatedAt.toISOString(), payee });
    }
    invoices.set(part.orderId, stateOf(invoicedAmount(part.invoicedSum), invoiceableAmount(row), viewer.lang));
    // The bank-transfer proof is the parties' business (file-access.ts lets their members open it): a share link's
    // visitor is not shown it.
    if (viewer.companyId !== null && part.proofFiles)
      proofs.set(
        part.orderId,
        part.proofFiles.map((f) => ({ key: f.key, name: f.name, mime: f.mime, url: fileUrl(f.key, f.ext, f.encrypted) })),
      );
    const step = part.lastTurn;
    if (step?.action === 'refuseCancel' && step.party !== 'system')
      refusals.set(part.orderId, { by: step.party, reason: step.reason || null, at: new Date(step.at).toISOString() });
    const ending = step && endingOf(step);
    if (ending) endings.set(part.orderId, ending);
    if (part.unreviewedLines > 0) unreviewed.set(part.orderId, Number(part.unreviewedLines));
    if (part.shipments) shipments.set(part.orderId, part.shipments);
    if (part.payments) payments.set(part.orderId, part.payments);
  }
  return {
    items,
    companyNames,
    shopNames,
    interested,
    contracts,
    invoices,
    proofs,
    refusals,
    endings,
    unreviewed,
    shipments,
    payments,
  };
}

/** Orders as the viewer sees them, with their lines, names, party and allowed actions; two statements for any number. */
export async function orderViews(db: Db, rows: readonly OrderRow[], viewer: Viewer): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  return toOrderViews(rows, await loadViewParts(db, rows, viewer), viewer);
}

/** The views of `rows` from their parts, without a query. */
export function toOrderViews(rows: readonly OrderRow[], parts: ViewParts, viewer: Viewer): OrderView[] {
  const { items, companyNames, shopNames, interested, contracts, invoices, proofs, refusals, endings, unreviewed } = parts;
  const { lang } = viewer;
  return rows.map((o) => {
    const party = viewer.companyId === null ? undefined : partyOf(o, viewer.companyId);
    const lines = items.filter((i) => i.orderId === o.id);
    const shipments = toShipments(parts.shipments.get(o.id) ?? null, lines, party);
    return {
      id: o.id,
      orderNo: o.orderNo,
      status: o.status,
      statusLabel: translate(orderStatusLabelKey(o.status), lang),
      buyerCompanyId: o.buyerCompanyId,
      buyerCompanyName: companyNames.get(o.buyerCompanyId) ?? '',
      sellerCompanyId: o.sellerCompanyId,
      sellerCompanyName: companyNames.get(o.sellerCompanyId) ?? '',
      shopId: o.shopId,
      shopName: shopNames.get(o.shopId) ?? '',
      goodsAmount: o.goodsAmount,
      freightAmount: o.freightAmount,
      totalAmount: o.totalAmount,
      currency: o.currency,
      deliveryMode: o.deliveryMode,
      deliveryModeLabel: translate(deliveryModeLabelKey(o.deliveryMode), lang),
      address: o.address ?? null,
      invoice: o.invoice ?? null,
      remark: o.remark,
      cancelRequest:
        o.cancelRequestedBy && o.cancelRequestedAt
          ? { by: o.cancelRequestedBy, reason: o.cancelReason ?? '', at: o.cancelRequestedAt.toISOString() }
          : null,
      cancelRefusal: refusals.get(o.id) ?? null,
      ending: endings.get(o.id) ?? null,
      terms: toTerms(o, lang),
      money: toMoney(o, party),
      payments: toPayments(parts.payments.get(o.id) ?? null, o, party, lang),
      paymentProofKeys: o.paymentProofKeys,
      paymentProofs: proofs.get(o.id) ?? [],
      paymentRemark: o.paymentRemark,
      paidAt: iso(o.paidAt),
      deliveryNo: o.deliveryNo,
      carrier: o.carrier,
      shippedAt: iso(o.shippedAt),
      receivedAt: iso(o.receivedAt),
      shipments,
      shipping: toShipping(shipments, lines, party !== undefined && orderStatusIn('shipping', o.status)),
      settlement: toSettlement(o, lines),
      priceAdjusted: o.priceAdjusted,
      witness: o.witnessName && o.witnessMobile ? { name: o.witnessName, mobile: o.witnessMobile } : null,
      interested: interested.has(o.id),
      shared: o.shareToken !== null,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      items: lines.map((i) => toItem(i, lang)),
      // The buyer's to write (评价); nobody else is told.
      unreviewedLines: party === 'buyer' ? (unreviewed.get(o.id) ?? 0) : 0,
      contract: contracts.get(o.id) ?? null,
      ...(invoices.get(o.id) ?? stateOf('0.00', invoiceableAmount(o), lang)),
      // A read-only viewer (a share link) is shown as neither side, with no actions.
      party: party ?? 'system',
      allowedActions: actionsFor(o, lines, party, viewer),
    };
  });
}

export async function orderView(db: Db, row: OrderRow, viewer: Viewer): Promise<OrderView> {
  const [view] = await orderViews(db, [row], viewer);
  if (!view) throw new Error(`order ${row.id} has no view`);
  return view;
}
