import {
  actionPermission,
  allowedActions,
  deliveryModeLabelKey,
  hazardClassLabelKey,
  type Language,
  type OrderItem,
  type OrderStatus,
  type OrderView,
  orderStatusLabelKey,
  packagingLabelKey,
  translate,
} from '@hgsc/contracts';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { type CompanyAccess, hasPermission } from '../../platform/auth/plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { companies } from '../company/tables.ts';
import { orderContracts } from '../contract/tables.ts';
import { shops } from '../shop/tables.ts';
import { type InvoiceState, invoiceStates, stateOf } from './invoice/invoice-state.ts';
import { type OrderCaller, partyOf, type TradeParty } from './order-access.ts';
import { type OrderItemRow, type OrderRow, orderInterests, orderItems } from './tables.ts';

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

/** The table's actions for the party in this status, less those the viewer's permissions do not cover. */
function actionsFor(order: OrderRow, party: TradeParty | undefined, viewer: Viewer) {
  if (!party || !viewer.access) return [];
  const access = viewer.access;
  return allowedActions(order.status as OrderStatus, party, order.cancelRequestedBy ?? null).filter((action) =>
    hasPermission(access, actionPermission(action, party)),
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
}

/** The parts for `rows`, one query per kind for a whole page. */
async function loadViewParts(db: Db, rows: readonly OrderRow[], viewer: Viewer): Promise<ViewParts> {
  const ids = rows.map((r) => r.id);
  const companyIds = [...new Set(rows.flatMap((r) => [r.buyerCompanyId, r.sellerCompanyId]))];
  const [items, names, shopNames, interests, contracts, invoices] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)),
    db
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(inArray(shops.id, [...new Set(rows.map((r) => r.shopId))])),
    viewer.userId === null
      ? Promise.resolve([])
      : db
          .select({ orderId: orderInterests.orderId })
          .from(orderInterests)
          .where(and(eq(orderInterests.userId, viewer.userId), inArray(orderInterests.orderId, ids))),
    db
      .select({
        orderId: orderContracts.orderId,
        contractNo: orderContracts.contractNo,
        version: orderContracts.version,
        status: orderContracts.status,
        generatedAt: orderContracts.generatedAt,
      })
      .from(orderContracts)
      .where(and(inArray(orderContracts.orderId, ids), ne(orderContracts.status, 'cancelled')))
      .orderBy(desc(orderContracts.version)),
    invoiceStates(db, rows, viewer.lang),
  ]);
  const contractOf = new Map<number, OrderView['contract']>();
  for (const { orderId, generatedAt, ...contract } of contracts)
    if (!contractOf.has(orderId)) contractOf.set(orderId, { ...contract, generatedAt: generatedAt.toISOString() });
  return {
    items,
    companyNames: new Map(names.map((c) => [c.id, c.name])),
    shopNames: new Map(shopNames.map((s) => [s.id, s.name])),
    interested: new Set(interests.map((i) => i.orderId)),
    contracts: contractOf,
    invoices,
  };
}

/** Orders as the viewer sees them, with their lines, names, party and allowed actions; one query per kind. */
export async function orderViews(db: Db, rows: readonly OrderRow[], viewer: Viewer): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  return toOrderViews(rows, await loadViewParts(db, rows, viewer), viewer);
}

/** The views of `rows` from their parts, without a query. */
export function toOrderViews(rows: readonly OrderRow[], parts: ViewParts, viewer: Viewer): OrderView[] {
  const { items, companyNames, shopNames, interested, contracts, invoices } = parts;
  const { lang } = viewer;
  return rows.map((o) => {
    const party = viewer.companyId === null ? undefined : partyOf(o, viewer.companyId);
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
      paymentProofKeys: o.paymentProofKeys,
      paymentRemark: o.paymentRemark,
      paidAt: iso(o.paidAt),
      deliveryNo: o.deliveryNo,
      carrier: o.carrier,
      shippedAt: iso(o.shippedAt),
      receivedAt: iso(o.receivedAt),
      priceAdjusted: o.priceAdjusted,
      witness: o.witnessName && o.witnessMobile ? { name: o.witnessName, mobile: o.witnessMobile } : null,
      interested: interested.has(o.id),
      shared: o.shareToken !== null,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      items: items.filter((i) => i.orderId === o.id).map((i) => toItem(i, lang)),
      contract: contracts.get(o.id) ?? null,
      ...(invoices.get(o.id) ?? stateOf('0.00', o.totalAmount, lang)),
      // A read-only viewer (a share link) is shown as neither side, with no actions.
      party: party ?? 'system',
      allowedActions: actionsFor(o, party, viewer),
    };
  });
}

export async function orderView(db: Db, row: OrderRow, viewer: Viewer): Promise<OrderView> {
  const [view] = await orderViews(db, [row], viewer);
  if (!view) throw new Error(`order ${row.id} has no view`);
  return view;
}
