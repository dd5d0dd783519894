import { z } from 'zod';
import { addressSchema } from './address.ts';
import { cartItemSchema } from './cart.ts';
import { CONTRACT_STATUSES } from './contract.ts';
import { ORDER_CURRENCIES } from './currency.ts';
import { ORDER_STATUS, type OrderStatus } from './enums.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, mobileField, stringField } from './fields.ts';
import type { MessageKey } from './i18n/zh.ts';
import { ORDER_ACTIONS, ORDER_STATUS_SETS, ORDER_TRANSITIONS, type OrderAction, type OrderParty } from './order-flow.ts';
import { orderInvoiceStateShape } from './order-invoice.ts';
import {
  orderConfirmMoneyBody,
  orderMoneySchema,
  orderPayBody,
  orderPaymentIdBody,
  orderPaymentRefuseBody,
  orderPaymentSchema,
  orderRefundBody,
  orderTermsSchema,
} from './order-payment.ts';
import {
  orderArriveBody,
  orderSettlementSchema,
  orderShipBody,
  orderShipmentSchema,
  shippingProgressSchema,
} from './order-shipment.ts';
import { PAYMENT_TERMS } from './payment-terms.ts';
import type { PermissionCode } from './permissions.ts';
import { chemicalFactsShape, moneyField, positiveQuantityField } from './product.ts';
import { defineRoute } from './route.ts';

/**
 * Checkout and the order (SPEC §7 "Cart and orders": /order/*; its status codes are SPEC §3's).
 *
 * - One order per shop; its lines snapshot the product (name, CAS, grade, packaging, unit, price)
 *   at placement. Money is NUMERIC(18,2), quantities NUMERIC(18,4), carried as decimal strings.
 * - Stock is reserved when the order is placed and given back when it ends cancelled, rejected or
 *   closed (order-flow.ts STOCK_HOLDING_STATUSES).
 * - Every call names the order `id`. Status changes go through the one table of order-flow.ts;
 *   a refused action answers 409 naming the current status.
 */

const S = ORDER_STATUS;

/** Delivery modes: 自提 (buyer collects), 卖家配送 (seller delivers), 物流托运 (carrier). */
export const DELIVERY_MODES = ['pickup', 'sellerDelivery', 'logistics'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
export const deliveryModeLabelKey = (mode: DeliveryMode): MessageKey => `order.deliveryMode.${mode}`;

/** 普通发票 / 增值税专用发票; a special invoice needs the bank, account, address and phone. */
export const INVOICE_TYPES = ['normal', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const invoiceTypeLabelKey = (type: InvoiceType): MessageKey => `order.invoiceType.${type}`;

const text = (max: number) => stringField().trim().max(max, { error: 'field.tooLong' });
const requiredText = (max: number) => text(max).min(1, { error: 'field.required' });
const optionalText = (max: number) => text(max).optional();

export const invoiceSchema = z
  .object({
    type: z.enum(INVOICE_TYPES, { error: 'field.invalid' }),
    title: requiredText(100),
    /** 纳税人识别号: 15–20 letters or digits. */
    taxNumber: text(20).regex(/^[0-9A-Za-z]{15,20}$/, { error: 'order.taxNumberInvalid' }),
    bankName: optionalText(100),
    bankAccount: optionalText(40),
    address: optionalText(200),
    phone: optionalText(30),
  })
  .strict()
  .superRefine((invoice, ctx) => {
    if (invoice.type !== 'special') return;
    for (const field of ['bankName', 'bankAccount', 'address', 'phone'] as const) {
      if (!invoice[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'order.specialInvoiceField' });
    }
  });
export type Invoice = z.infer<typeof invoiceSchema>;

/** The delivery address as it was when the order was placed. */
export const addressSnapshotSchema = z.object({
  contactName: z.string(),
  contactMobile: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  detail: z.string(),
  fullAddress: z.string(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

// ---------------------------------------------------------------- bodies

/** Every call about one order sends its `id`. */
export const orderIdBody = z.object({ id: idField }).strict();

const remarkField = optionalText(500);
const reasonField = requiredText(500);

export const ORDER_CHECKOUT_LINE_LIMIT = 100;

/** How the buyer wants the goods: address (not needed for 自提), mode, invoice, remark. */
const deliveryFields = {
  addressId: idField.optional(),
  deliveryMode: z.enum(DELIVERY_MODES, { error: 'field.invalid' }),
  invoice: invoiceSchema.optional(),
  remark: remarkField,
  /** How each shop's order is paid (payment-terms.ts termOptions); a shop not named: 款到发货. */
  shopTerms: z
    .array(z.object({ shopId: idField, term: z.enum(PAYMENT_TERMS, { error: 'field.invalid' }) }).strict(), {
      error: fieldError,
    })
    .max(ORDER_CHECKOUT_LINE_LIMIT, { error: 'field.tooLong' })
    .optional(),
};

/** A checkout needs an address unless the buyer collects the goods. */
const needsAddress = (body: { addressId?: number; deliveryMode: DeliveryMode }, ctx: z.RefinementCtx) => {
  if (body.deliveryMode !== 'pickup' && body.addressId === undefined)
    ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'order.addressRequired' });
};

const cartIdsField = z
  .array(idField, { error: fieldError })
  .min(1, { error: 'common.selectAtLeastOne' })
  .max(ORDER_CHECKOUT_LINE_LIMIT, { error: 'cart.tooManyItems' });

/** POST /order/settle: a preview of cart lines `cartIds`, or of a direct purchase `{ productId, quantity }`. */
export const orderSettleBody = z
  .object({ cartIds: cartIdsField.optional(), productId: idField.optional(), quantity: positiveQuantityField.optional() })
  .strict()
  .superRefine((body, ctx) => {
    if (body.cartIds !== undefined) {
      if (body.productId !== undefined) ctx.addIssue({ code: 'custom', path: ['productId'], message: 'order.settleExclusive' });
      return;
    }
    if (body.productId === undefined) ctx.addIssue({ code: 'custom', path: ['productId'], message: 'field.required' });
    if (body.quantity === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'field.required' });
  });
export type OrderSettleBody = z.infer<typeof orderSettleBody>;

/** POST /order/putorder: the cart lines `cartIds` become one order per shop; the lines leave the cart. */
export const orderPutBody = z
  .object({
    cartIds: cartIdsField,
    ...deliveryFields,
    /** A remark for one shop's order (留言给卖家); a shop without one gets `remark`. */
    shopRemarks: z
      .array(z.object({ shopId: idField, remark: remarkField }).strict(), { error: fieldError })
      .max(ORDER_CHECKOUT_LINE_LIMIT, { error: 'field.tooLong' })
      .optional(),
  })
  .strict()
  .superRefine(needsAddress);
export type OrderPutBody = z.infer<typeof orderPutBody>;

/** POST /order/direct/putorder (buy now): one product. */
export const orderDirectPutBody = z
  .object({ productId: idField, quantity: positiveQuantityField, ...deliveryFields })
  .strict()
  .superRefine(needsAddress);
export type OrderDirectPutBody = z.infer<typeof orderDirectPutBody>;

/** POST /order/save/invoice: the buyer's invoice information on an order before it is paid. */
export const orderInvoiceBody = z.object({ id: idField, invoice: invoiceSchema }).strict();

/** POST /order/updateOrderPrice (seller, status 10): new unit prices of some lines and/or a freight amount. */
export const orderPriceBody = z
  .object({
    id: idField,
    items: z
      .array(z.object({ itemId: idField, price: moneyField }).strict(), { error: fieldError })
      .max(ORDER_CHECKOUT_LINE_LIMIT)
      .default([]),
    /** 0 allowed (no freight). */
    freightAmount: stringField()
      .trim()
      .regex(/^\d{1,16}(\.\d{1,2})?$/, { error: 'product.moneyInvalid' })
      .optional(),
    reason: reasonField,
    /** A change of currency (CNY ⇄ USD) needs a new price for every line and the freight. */
    currency: z.enum(ORDER_CURRENCIES, { error: 'field.invalid' }).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.items.length === 0 && body.freightAmount === undefined)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'order.priceNothingChanged' });
  });
export type OrderPriceBody = z.infer<typeof orderPriceBody>;

const deliveryNoField = requiredText(64);
const carrierField = requiredText(100);

/** POST /order/deliver: the waybill / delivery number and the carrier. */
export const orderDeliverBody = z.object({ id: idField, deliveryNo: deliveryNoField, carrier: carrierField }).strict();
export type OrderDeliverBody = z.infer<typeof orderDeliverBody>;

/** POST /order/delivers: several orders at once, each checked on its own. */
export const orderDeliversBody = z
  .object({
    orders: z
      .array(z.object({ id: idField, deliveryNo: deliveryNoField, carrier: carrierField }).strict(), { error: fieldError })
      .min(1, { error: 'common.selectAtLeastOne' })
      .max(50, { error: 'field.tooLong' }),
  })
  .strict();

/**
 * POST /order/updatedeliverysn (seller): ships an order whose money was confirmed (61 → 70), or
 * corrects the delivery number of a shipped order (70); the carrier is kept when not sent.
 */
export const orderDeliveryNoBody = z
  .object({ id: idField, deliveryNo: deliveryNoField, carrier: carrierField.optional() })
  .strict();

/** POST /order/receive: the buyer confirms receipt, optionally with a remark. */
export const orderReceiveBody = z.object({ id: idField, remark: remarkField }).strict();

/**
 * POST /order/updateOrFinish, by party: the seller updates the delivery information (as
 * /order/updatedeliverysn), the buyer finishes the order by confirming receipt with a remark
 * (as /order/receive).
 */
export const orderUpdateOrFinishBody = z
  .object({ id: idField, deliveryNo: deliveryNoField.optional(), carrier: carrierField.optional(), remark: remarkField })
  .strict();

/** POST /order/buyercancel, /order/sellercancel: a cancellation request with its reason. */
export const orderCancelBody = z.object({ id: idField, reason: reasonField }).strict();
/** POST /order/refuse/cancel: the other side refuses the request (reason optional); the order goes on. */
export const orderRefuseCancelBody = z.object({ id: idField, reason: optionalText(500) }).strict();

/** Order lists: paging and an optional search over order number, product name and counterparty. */
export const orderListBody = pageQuerySchema.extend({ keyword: optionalText(100) }).strict();
export type OrderListBody = z.infer<typeof orderListBody>;

/** POST /order/select/interested: the caller's marked orders, on one side (`party`) or both, searched like the lists. */
export const orderInterestedListBody = orderListBody.extend({ party: z.enum(['buyer', 'seller']).optional() }).strict();
export type OrderInterestedListBody = z.infer<typeof orderInterestedListBody>;

/** POST /order/update/witness: who witnesses the deal (见证人). */
export const orderWitnessBody = z.object({ id: idField, witnessName: requiredText(50), witnessMobile: mobileField }).strict();

/** Share passwords: 4–20 letters or digits. */
export const SHARE_PASSWORD_PATTERN = /^[0-9A-Za-z]{4,20}$/;
const sharePasswordField = stringField().trim().regex(SHARE_PASSWORD_PATTERN, { error: 'order.sharePasswordInvalid' });
export const orderShareSmsBody = z.object({ id: idField, mobile: mobileField }).strict();
export const orderSharePasswordBody = z.object({ id: idField, password: sharePasswordField }).strict();
/** POST /order/share/view (public): the read-only order behind a share link, with its password. */
export const orderShareViewBody = z
  .object({ token: requiredText(64), password: stringField().trim().min(1, { error: 'field.required' }).max(20) })
  .strict();

// ---------------------------------------------------------------- answers

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  ...chemicalFactsShape,
  /** Tax-inclusive unit price of the order (after any seller adjustment). */
  price: z.string(),
  /** The product's price when the order was placed. */
  originalPrice: z.string(),
  quantity: z.string(),
  amount: z.string(),
  isDangerous: z.boolean(),
  /** A dangerous good's UN number and hazard class label as sold (null otherwise). */
  unNumber: z.string().nullable(),
  hazardClassLabel: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const partySchema = z.enum(['buyer', 'seller', 'system']);

export const orderViewSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  goodsAmount: z.string(),
  freightAmount: z.string(),
  totalAmount: z.string(),
  /** Every amount of the order is in this currency. */
  currency: z.enum(ORDER_CURRENCIES),
  deliveryMode: z.enum(DELIVERY_MODES),
  deliveryModeLabel: z.string(),
  address: addressSnapshotSchema.nullable(),
  invoice: invoiceSchema.nullable(),
  remark: z.string().nullable(),
  /** A cancellation request waiting for the other side's answer (`by` asked; the other side confirms or refuses). */
  cancelRequest: z.object({ by: z.enum(['buyer', 'seller']), reason: z.string(), at: z.string() }).nullable(),
  /**
   * The refusal that answered the latest cancellation request (`by` refused it, with its reason if given), so the
   * requester learns why; null when the latest request is still open, was agreed, or there was none.
   */
  cancelRefusal: z.object({ by: z.enum(['buyer', 'seller']), reason: z.string().nullable(), at: z.string() }).nullable(),
  /**
   * How an order that did not complete ended, so both sides see why without reading the timeline: `reject` (the
   * seller, with its reason), `withdraw` (the buyer), `confirmCancel` (`by` is the side whose request the other
   * agreed to, `reason` the request's), `close` (the system: the contract was not signed in time). Null otherwise.
   */
  ending: z
    .object({
      action: z.enum(['reject', 'withdraw', 'confirmCancel', 'close']),
      by: z.enum(['buyer', 'seller', 'system']),
      reason: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  /** How the order is paid, as checkout chose it and the contract prints it. */
  terms: orderTermsSchema,
  /** Where its money stands; null for a share link's visitor. */
  money: orderMoneySchema.nullable(),
  /** Its payments, oldest first (empty for a share link's visitor). */
  payments: z.array(orderPaymentSchema),
  paymentProofKeys: z.array(z.string()),
  /**
   * The bank-transfer proof's files, in the order sent, as the parties' members may open them (`url`: a preview
   * under the API prefix; `mime`: an image or application/pdf). Empty before payment and for a share link's visitor.
   */
  paymentProofs: z.array(z.object({ key: z.string(), name: z.string(), mime: z.string(), url: z.string() })),
  paymentRemark: z.string().nullable(),
  paidAt: z.string().nullable(),
  deliveryNo: z.string().nullable(),
  carrier: z.string().nullable(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  /** The batches loaded so far, oldest first (empty before shipping and for a share link's visitor). */
  shipments: z.array(orderShipmentSchema),
  /** Per line, from the money's confirmation on: bought, loaded, arrived and the band it may end in; else empty. */
  shipping: z.array(shippingProgressSchema),
  /** What the order settled on when its last batch arrived; null before. */
  settlement: orderSettlementSchema.nullable(),
  priceAdjusted: z.boolean(),
  witness: z.object({ name: z.string(), mobile: z.string() }).nullable(),
  /** The caller marked the order as interesting (/order/interested). */
  interested: z.boolean(),
  shared: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(orderItemSchema),
  /** For the buyer of a complete order: its lines not reviewed yet (去评价 while any is left); 0 otherwise. */
  unreviewedLines: z.number().int(),
  /** The order's current contract (the newest not cancelled), or null before one is generated. */
  contract: z
    .object({
      contractNo: z.string(),
      version: z.number().int(),
      status: z.enum(CONTRACT_STATUSES),
      generatedAt: z.string(),
      /**
       * The seller's receiving account as the contract prints it (where the buyer pays; 户名 the seller's name on it),
       * or null when the contract names none (the seller had not given one, or the contract predates kept parties)
       * and for a share link's visitor.
       */
      payee: z.object({ accountName: z.string(), bankName: z.string(), bankAccount: z.string() }).nullable(),
    })
    .nullable(),
  /** 未开票 / 部分开票 / 已开票: how much of the total the seller's recorded invoices cover (order-invoice.ts). */
  ...orderInvoiceStateShape,
  /** The caller's side of the order and what it may do now (the web's buttons). */
  party: partySchema,
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actionLabel: z.string(),
  party: partySchema,
  actorUserId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** POST /order/detail: the order with its timeline, oldest first. */
export const orderDetailSchema = orderViewSchema.extend({ events: z.array(orderEventSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderPageSchema = pageSchema(orderViewSchema);

/** putorder / direct/putorder: the orders made (one per shop). */
export const orderPlacedSchema = z.object({ orders: z.array(orderViewSchema) });
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

/** POST /order/delivers: each order's outcome. */
export const orderDeliversResultSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), msg: z.string() })),
});

export const settleItemSchema = cartItemSchema.extend({ cartId: z.number().int().nullable() });
export const settleGroupSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  items: z.array(settleItemSchema),
  goodsAmount: z.string(),
  freightAmount: z.string(),
  totalAmount: z.string(),
  /** The payment terms this order may take (款到发货 first), with what each asks before shipping. */
  termOptions: z.array(orderTermsSchema.extend({ beforeShipping: z.string() })),
});
/** POST /order/settle: the orders the selection would make, and what stands in the way. */
export const orderSettleSchema = z.object({
  groups: z.array(settleGroupSchema),
  total: z.string(),
  /** The company's default delivery address, if any. */
  defaultAddress: addressSchema.nullable(),
  /** The invoice information of the company's latest order, if any. */
  defaultInvoice: invoiceSchema.nullable(),
  /** The invoice the certified company's own facts make (its name, credit code, bank, address, phone): a first invoice's fill. */
  companyInvoice: invoiceSchema.nullable(),
  /** A line is a dangerous good the company holds no valid licence for: checkout waits for one (资质证书). */
  needsLicence: z.boolean(),
  /** Why it cannot be placed as it stands (each in the caller's language); empty: it can. */
  warnings: z.array(z.string()),
  canPlace: z.boolean(),
});
export type OrderSettle = z.infer<typeof orderSettleSchema>;

export const orderShareSchema = z.object({
  token: z.string(),
  /** The password, shown once to the person sharing. */
  password: z.string(),
  /** The web path of the read-only page. */
  path: z.string(),
});
export type OrderShare = z.infer<typeof orderShareSchema>;

export const orderInterestedSchema = z.object({ interested: z.boolean() });

// ---------------------------------------------------------------- tabs (SPEC §4 stages)

export const BUYER_ORDER_TABS = ['orderlist', 'waitforcontract', 'waitforpay', 'waitfordeliver', 'received', 'cancel'] as const;
export const SELLER_ORDER_TABS = [
  'orderlist',
  'waitforcontract',
  'waitformoneyreceived',
  'waitfordeliver',
  'Sellershipped',
  'cancel',
] as const;
export type BuyerOrderTab = (typeof BUYER_ORDER_TABS)[number];
export type SellerOrderTab = (typeof SELLER_ORDER_TABS)[number];

const CONTRACT_STAGE: OrderStatus[] = [S.WAIT_CONTRACT, S.NONE_SIGNED, S.SELLER_TO_SIGN, S.BUYER_TO_SIGN];
const ENDED: OrderStatus[] = [S.CANCELLED, S.CLOSED, S.SELLER_CANCELLED, S.BUYER_CANCELLED, S.REJECTED];

/**
 * Which statuses each list tab holds (null: every status). Buyer: the money waits on the buyer at
 * 40; the goods wait on the seller at 60 and 61; 收货 holds the shipped and the completed orders.
 * Seller: the money waits at 40 (not paid yet) and 60 (paid, to confirm); the goods at 61.
 */
export const ORDER_TAB_STATUSES: {
  buyer: Record<BuyerOrderTab, readonly OrderStatus[] | null>;
  seller: Record<SellerOrderTab, readonly OrderStatus[] | null>;
} = {
  buyer: {
    orderlist: null,
    waitforcontract: CONTRACT_STAGE,
    waitforpay: [S.CONTRACT_COMPLETE, S.BALANCE_DUE],
    waitfordeliver: [S.BUYER_PAID, S.SELLER_RECEIVED_MONEY],
    received: [S.PART_SHIPPED, S.AWAITING_RECEIPT, S.REFUND_DUE, S.COMPLETE],
    cancel: ENDED,
  },
  seller: {
    orderlist: null,
    waitforcontract: CONTRACT_STAGE,
    waitformoneyreceived: [S.CONTRACT_COMPLETE, S.BUYER_PAID, S.BALANCE_DUE],
    waitfordeliver: [S.SELLER_RECEIVED_MONEY, S.PART_SHIPPED],
    Sellershipped: [S.AWAITING_RECEIPT, S.REFUND_DUE, S.COMPLETE],
    cancel: ENDED,
  },
};

export const buyerOrderCountSchema = z.object(
  Object.fromEntries(BUYER_ORDER_TABS.map((tab) => [tab, z.number().int()])) as Record<BuyerOrderTab, z.ZodNumber>,
);
export const sellerOrderCountSchema = z.object(
  Object.fromEntries(SELLER_ORDER_TABS.map((tab) => [tab, z.number().int()])) as Record<SellerOrderTab, z.ZodNumber>,
);

// ---------------------------------------------------------------- edits and permissions

/**
 * Changes that are not status transitions, with the statuses and party that may make them (the
 * same "data, enforced in one place" rule as ORDER_TRANSITIONS).
 */
export const ORDER_EDITS = {
  /** Invoice information, before the buyer pays. */
  saveInvoice: { by: ['buyer'], statuses: [...CONTRACT_STAGE, S.CONTRACT_COMPLETE] },
  /** Correct the delivery number of a shipped order. */
  updateDeliveryNo: { by: ['seller'], statuses: [S.AWAITING_RECEIPT] },
  /** A witness name and mobile, while the order runs. */
  updateWitness: {
    by: ['buyer', 'seller'],
    statuses: [...CONTRACT_STAGE, ...ORDER_STATUS_SETS.paying],
  },
} as const satisfies Record<string, { by: readonly OrderParty[]; statuses: readonly OrderStatus[] }>;
export type OrderEdit = keyof typeof ORDER_EDITS;

/** The permission a party needs for an action (the transition table's), for route configuration. */
export function actionPermission(action: OrderAction, by: 'buyer' | 'seller'): PermissionCode {
  const permission = ORDER_TRANSITIONS.find((t) => t.action === action && t.by === by)?.permission;
  if (!permission) throw new Error(`no ${by} transition for ${action}`);
  return permission;
}

/** The permission a party needs to read and edit its orders. */
export const ORDER_PARTY_PERMISSION = { buyer: 'buy.order', seller: 'shop.order' } as const satisfies Record<
  'buyer' | 'seller',
  PermissionCode
>;

export const orderActionLabelKey = (action: string): MessageKey => `order.action.${action}` as MessageKey;

export const orderStatusLabelKey = (status: number): MessageKey => `orderStatus.${status}` as MessageKey;

// ---------------------------------------------------------------- routes

const tags = ['order'];
const IDEMPOTENCY_NOTE = ' An `Idempotency-Key` header (8–128 letters, digits, - or _) makes a retry return the first answer.';

/** Who may read an order at all: either side's order permission (the use case then asks for the caller's side's). */
export const ORDER_EITHER_SIDE: readonly PermissionCode[] = Object.values(ORDER_PARTY_PERMISSION);

/** Trading calls: the active company must be certified; the action's permission for the caller's side. */
const trade = (permission: PermissionCode | readonly PermissionCode[]) => ({ permission, approvedCompany: true }) as const;

/**
 * One list tab of a side's orders (/order/buyer/orderlist …); the orders whose contract waits are the contract pages'
 * too. A function with a `return`, not an arrow: the web's build rewrites `defineRoute({...})` to a bare object
 * literal, which as an arrow's body would read as a block.
 */
function orderList(party: 'buyer' | 'seller', tab: BuyerOrderTab | SellerOrderTab) {
  return defineRoute({
    method: 'POST',
    path: `/order/${party}/${tab}`,
    input: orderListBody,
    answer: orderPageSchema,
    summary: `The company’s ${party} orders of tab ${tab} (ORDER_TAB_STATUSES), newest first, paged, searched by {keyword}: order number, product name, counterparty`,
    tags,
    permission: tab === 'waitforcontract' ? [ORDER_PARTY_PERMISSION[party], 'contract.view'] : ORDER_PARTY_PERMISSION[party],
  });
}

/**
 * SPEC §7 "Cart and orders" (/order/*): checkout, the order's lifecycle (every status change
 * through the order-flow.ts table), lists, detail and sharing. Trading calls need an approved company and the
 * table's permission for the action. (The contract calls under /order/ are the contract module's.)
 */
export const orderRoutes = {
  // ------------------------------------------------------------ checkout
  settle: defineRoute({
    method: 'POST',
    path: '/order/settle',
    input: orderSettleBody,
    answer: orderSettleSchema,
    summary:
      'Checkout preview of cart lines {cartIds} or of a direct purchase {productId, quantity}: one group per shop with live prices and amounts, the default address and invoice, and warnings (unavailable, own product, sold out, quantity out of range, dangerous good without the buyer’s licence)',
    tags,
    ...trade('buy.order'),
  }),
  put: defineRoute({
    method: 'POST',
    path: '/order/putorder',
    input: orderPutBody,
    answer: orderPlacedSchema,
    summary: `Place the cart lines {cartIds} as one order per shop (status 10) with {addressId (not for pickup), deliveryMode, invoice?, remark?}; stock is reserved atomically (409 naming a product short of stock, nothing made); the lines leave the cart.${IDEMPOTENCY_NOTE}`,
    tags,
    ...trade('buy.order'),
    idempotent: true,
  }),
  directPut: defineRoute({
    method: 'POST',
    path: '/order/direct/putorder',
    input: orderDirectPutBody,
    answer: orderPlacedSchema,
    summary: `Buy now: one product {productId, quantity} as one order (status 10) with {addressId (not for pickup), deliveryMode, invoice?, remark?}; stock is reserved atomically.${IDEMPOTENCY_NOTE}`,
    tags,
    ...trade('buy.order'),
    idempotent: true,
  }),
  saveInvoice: defineRoute({
    method: 'POST',
    path: '/order/save/invoice',
    input: orderInvoiceBody,
    answer: orderViewSchema,
    summary: 'The buyer’s invoice information {id, invoice} on an order before payment (10–40)',
    tags,
    ...trade('buy.order'),
  }),

  // ------------------------------------------------------------ lifecycle
  updatePrice: defineRoute({
    method: 'POST',
    path: '/order/updateOrderPrice',
    input: orderPriceBody,
    answer: orderViewSchema,
    summary:
      'Seller, status 10: new unit prices {items: [{itemId, price}]} and/or {freightAmount}, with a {reason}; amounts recomputed exactly, the timeline keeps old and new',
    tags,
    ...trade(actionPermission('updatePrice', 'seller')),
  }),
  pay: defineRoute({
    method: 'POST',
    path: '/order/pay',
    input: orderPayBody,
    answer: orderViewSchema,
    summary: `Buyer, contract in force: one payment {amount? (default: what the order waits for), paidOn?, proofKeys, remark?, bill? (acceptance terms: billNo, bank, dueOn)}; the one that makes what shipping needs moves 40 → 60${IDEMPOTENCY_NOTE}`,
    tags,
    ...trade(actionPermission('pay', 'buyer')),
    idempotent: true,
  }),
  confirmMoney: defineRoute({
    method: 'POST',
    path: '/order/receivedmoney',
    input: orderConfirmMoneyBody,
    answer: orderViewSchema,
    summary:
      'Seller: a payment arrived {paymentId} (none named: every one waiting); what shipping needs confirmed moves 60 → 61, the balance confirmed in full 75 → 80',
    tags,
    ...trade(actionPermission('confirmMoney', 'seller')),
  }),
  refusePayment: defineRoute({
    method: 'POST',
    path: '/order/payment/refuse',
    input: orderPaymentRefuseBody,
    answer: orderViewSchema,
    summary:
      'Seller: a declared payment {id} did not arrive, with the {reason} the buyer reads; a paid order short of it goes back to 40',
    tags,
    ...trade(actionPermission('refusePayment', 'seller')),
  }),
  withdrawPayment: defineRoute({
    method: 'POST',
    path: '/order/payment/cancel',
    input: orderPaymentIdBody,
    answer: orderViewSchema,
    summary: 'Buyer: withdraw a payment {id} the seller has not answered (declared by mistake)',
    tags,
    ...trade(actionPermission('withdrawPayment', 'buyer')),
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/order/refund',
    input: orderRefundBody,
    answer: orderViewSchema,
    summary: `Seller, 76 (settled below what it confirmed): one refund paid back {amount? (default: all left to refund), paidOn?, proofKeys, remark?}; the buyer confirms it${IDEMPOTENCY_NOTE}`,
    tags,
    ...trade(actionPermission('refund', 'seller')),
    idempotent: true,
  }),
  confirmRefund: defineRoute({
    method: 'POST',
    path: '/order/refund/confirm',
    input: orderPaymentIdBody,
    answer: orderViewSchema,
    summary: 'Buyer, 76: the refund {id} arrived; the refund confirmed in full completes the order (80)',
    tags,
    ...trade(actionPermission('confirmRefund', 'buyer')),
  }),
  refuseRefund: defineRoute({
    method: 'POST',
    path: '/order/refund/refuse',
    input: orderPaymentRefuseBody,
    answer: orderViewSchema,
    summary: 'Buyer, 76: a declared refund {id} did not arrive, with the {reason} the seller reads',
    tags,
    ...trade(actionPermission('refuseRefund', 'buyer')),
  }),
  withdrawRefund: defineRoute({
    method: 'POST',
    path: '/order/refund/cancel',
    input: orderPaymentIdBody,
    answer: orderViewSchema,
    summary: 'Seller, 76: withdraw a refund {id} the buyer has not answered (declared by mistake)',
    tags,
    ...trade(actionPermission('withdrawRefund', 'seller')),
  }),
  deliver: defineRoute({
    method: 'POST',
    path: '/order/deliver',
    input: orderDeliverBody,
    answer: orderViewSchema,
    summary: 'Seller, 61 → 70: shipped with {deliveryNo, carrier}',
    tags,
    ...trade(actionPermission('deliver', 'seller')),
  }),
  ship: defineRoute({
    method: 'POST',
    path: '/order/shipment/ship',
    input: orderShipBody,
    answer: orderViewSchema,
    summary:
      'Seller, 61/65: one batch {lines: [{itemId, quantity loaded}], crew, ticketNo?, ticketKeys?, deliveryNo?, carrier?, remark?}; 65 while a line is short of its band (weighed lines ±0.3 %), 70 when every line reached it; 400 beyond the band',
    tags,
    ...trade(actionPermission('deliver', 'seller')),
  }),
  arrive: defineRoute({
    method: 'POST',
    path: '/order/shipment/arrive',
    input: orderArriveBody,
    answer: orderViewSchema,
    summary:
      'Buyer, 65/70: one batch arrived {shipmentId, lines: [{itemId, quantity received}], ticketNo?, ticketKeys?, remark?}; the last arrival of a shipped order settles it on what arrived (70 → 80)',
    tags,
    ...trade(actionPermission('receive', 'buyer')),
  }),
  updateDeliveryNo: defineRoute({
    method: 'POST',
    path: '/order/updatedeliverysn',
    input: orderDeliveryNoBody,
    answer: orderViewSchema,
    summary: 'Seller: ships at 61 (61 → 70, {deliveryNo, carrier}) or corrects the delivery number of a shipped order (70)',
    tags,
    ...trade(actionPermission('deliver', 'seller')),
  }),
  receive: defineRoute({
    method: 'POST',
    path: '/order/receive',
    input: orderReceiveBody,
    answer: orderViewSchema,
    summary: 'Buyer, 70 → 80: receipt confirmed {remark?}',
    tags,
    ...trade(actionPermission('receive', 'buyer')),
  }),
  updateOrFinish: defineRoute({
    method: 'POST',
    path: '/order/updateOrFinish',
    input: orderUpdateOrFinishBody,
    answer: orderViewSchema,
    summary:
      'By the caller’s side: the seller updates the delivery information {deliveryNo, carrier?} (ships at 61, corrects at 70); the buyer finishes the order {remark?} (70 → 80)',
    tags,
    ...trade(ORDER_EITHER_SIDE),
  }),
  buyerCancel: defineRoute({
    method: 'POST',
    path: '/order/buyercancel',
    input: orderCancelBody,
    answer: orderViewSchema,
    summary: 'Buyer requests cancellation {id, reason} (10–60); the seller confirms or refuses',
    tags,
    ...trade(actionPermission('requestCancel', 'buyer')),
  }),
  sellerCancel: defineRoute({
    method: 'POST',
    path: '/order/sellercancel',
    input: orderCancelBody,
    answer: orderViewSchema,
    summary: 'Seller requests cancellation {id, reason} (10–60); the buyer confirms or refuses',
    tags,
    ...trade(actionPermission('requestCancel', 'seller')),
  }),
  buyerConfirmCancel: defineRoute({
    method: 'POST',
    path: '/order/buyer/cancel/enter',
    input: orderIdBody,
    answer: orderViewSchema,
    summary: 'Buyer confirms the seller’s cancellation request → 102; reserved stock returns',
    tags,
    ...trade(actionPermission('confirmCancel', 'buyer')),
  }),
  sellerConfirmCancel: defineRoute({
    method: 'POST',
    path: '/order/seller/cancel/enter',
    input: orderIdBody,
    answer: orderViewSchema,
    summary: 'Seller confirms the buyer’s cancellation request → 103; reserved stock returns',
    tags,
    ...trade(actionPermission('confirmCancel', 'seller')),
  }),
  refuseCancel: defineRoute({
    method: 'POST',
    path: '/order/refuse/cancel',
    input: orderRefuseCancelBody,
    answer: orderViewSchema,
    summary: 'The side that did not ask refuses the cancellation request {id, reason?}; the order goes on',
    tags,
    ...trade(ORDER_EITHER_SIDE),
  }),
  updateWitness: defineRoute({
    method: 'POST',
    path: '/order/update/witness',
    input: orderWitnessBody,
    answer: orderViewSchema,
    summary: 'Either side, while the order runs: the witness {witnessName, witnessMobile}',
    tags,
    ...trade(ORDER_EITHER_SIDE),
  }),
  deliverBatch: defineRoute({
    method: 'POST',
    path: '/order/delivers',
    input: orderDeliversBody,
    answer: orderDeliversResultSchema,
    summary: 'Seller ships several orders {orders: [{id, deliveryNo, carrier}]}, each checked on its own; answers each outcome',
    tags,
    ...trade(actionPermission('deliver', 'seller')),
  }),

  // ------------------------------------------------------------ lists and detail
  buyer: {
    lists: {
      orderlist: orderList('buyer', 'orderlist'),
      waitforcontract: orderList('buyer', 'waitforcontract'),
      waitforpay: orderList('buyer', 'waitforpay'),
      waitfordeliver: orderList('buyer', 'waitfordeliver'),
      received: orderList('buyer', 'received'),
      cancel: orderList('buyer', 'cancel'),
    } satisfies Record<BuyerOrderTab, unknown>,
    count: defineRoute({
      method: 'POST',
      path: '/order/buyer/count',
      answer: buyerOrderCountSchema,
      summary: 'How many buyer orders each tab holds',
      tags,
      permission: ORDER_PARTY_PERMISSION.buyer,
    }),
  },
  seller: {
    lists: {
      orderlist: orderList('seller', 'orderlist'),
      waitforcontract: orderList('seller', 'waitforcontract'),
      waitformoneyreceived: orderList('seller', 'waitformoneyreceived'),
      waitfordeliver: orderList('seller', 'waitfordeliver'),
      Sellershipped: orderList('seller', 'Sellershipped'),
      cancel: orderList('seller', 'cancel'),
    } satisfies Record<SellerOrderTab, unknown>,
    count: defineRoute({
      method: 'POST',
      path: '/order/seller/count',
      answer: sellerOrderCountSchema,
      summary: 'How many seller orders each tab holds',
      tags,
      permission: ORDER_PARTY_PERMISSION.seller,
    }),
  },
  detail: defineRoute({
    method: 'POST',
    path: '/order/detail',
    input: orderIdBody,
    answer: orderDetailSchema,
    summary:
      'One of the company’s orders (either side) with its timeline, the caller’s party and allowed actions; another company’s → 404',
    tags,
    permission: ORDER_EITHER_SIDE,
  }),

  // ------------------------------------------------------------ share, interest
  share: defineRoute({
    method: 'POST',
    path: '/order/share',
    input: orderIdBody,
    answer: orderShareSchema,
    summary: 'Create or refresh the read-only share link of an order, with a new password shown once',
    tags,
    permission: ORDER_EITHER_SIDE,
  }),
  shareSms: defineRoute({
    method: 'POST',
    path: '/order/shareSms',
    input: orderShareSmsBody,
    answer: orderShareSchema,
    summary: 'Refresh the share link and send it with its password by SMS to {mobile}',
    tags,
    permission: ORDER_EITHER_SIDE,
  }),
  changeSharePassword: defineRoute({
    method: 'POST',
    path: '/order/shareChangePassword',
    input: orderSharePasswordBody,
    answer: orderShareSchema,
    summary: 'Set the share link’s password {password: 4–20 letters or digits}',
    tags,
    permission: ORDER_EITHER_SIDE,
  }),
  sharedView: defineRoute({
    method: 'POST',
    path: '/order/share/view',
    input: orderShareViewBody,
    answer: orderDetailSchema,
    summary: 'Public: the shared order {token, password}, read-only; wrong passwords are throttled (429)',
    tags,
    auth: 'public',
  }),
  toggleInterested: defineRoute({
    method: 'POST',
    path: '/order/interested',
    input: orderIdBody,
    answer: orderInterestedSchema,
    summary: 'Mark one of the company’s orders as interesting for the caller, or unmark it (toggle)',
    tags,
    permission: ORDER_EITHER_SIDE,
  }),
  interested: defineRoute({
    method: 'POST',
    path: '/order/select/interested',
    input: orderInterestedListBody,
    answer: orderPageSchema,
    summary: 'The orders the caller marked as interesting (one side or both), searched, newest first, paged',
    tags,
    permission: ORDER_EITHER_SIDE,
  }),
};

/** The list route of a side's tab (the web's lists take the side and the tab as the page names them). */
export function orderListRoute(party: 'buyer' | 'seller', tab: BuyerOrderTab | SellerOrderTab) {
  const lists: Partial<Record<BuyerOrderTab | SellerOrderTab, ReturnType<typeof orderList>>> = orderRoutes[party].lists;
  const route = lists[tab];
  if (!route) throw new Error(`no ${party} order tab ${tab}`);
  return route;
}
