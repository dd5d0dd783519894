import { z } from 'zod';
import { fieldError, idField } from './fields.ts';
import type { MessageKey } from './i18n/zh.ts';
import { priceTierSchema } from './price-tiers.ts';
import { positiveQuantityField } from './product.ts';
import { defineRoute } from './route.ts';

/**
 * The cart (购物车, SPEC §7 "Cart and orders": /ordercart/*).
 *
 * - A logged-in user's cart is theirs (one line per product; adding needs only a login). Checkout
 *   later buys for the company the user then acts for; a line of that company's own products, or a
 *   dangerous good while it holds no valid 危险化学品经营许可证, is flagged here and refused there.
 *   A sub-account acting for a company needs the `buy.cart` permission.
 * - A visitor's cart is the buylist cookie of SPEC §3 (`hgsc-buylist`, kept by the web); the web
 *   prices it through the public /ordercart/getprice and merges it on login through
 *   /ordercart/addtocart `{ items }`.
 * - Quantities are NUMERIC(18,4) and money NUMERIC(18,2) decimal strings; a line amount is
 *   quantity × current price rounded half up to the fen, computed with decimal.js on the server.
 * - A line shows the product as it is now (price, stock, minimum order quantity); a product the
 *   catalogue no longer shows stays in the cart marked `unavailable` (失效), never silently dropped.
 */

/** A cart holds at most this many lines (and a merge or price request at most this many items). */
export const CART_LINE_LIMIT = 100;

/** SPEC §3: the visitor's shopping list (buylist) cookie: JSON `[{ productId, quantity }]`. */
export const BUYLIST_COOKIE = 'hgsc-buylist';

/**
 * Why a line can or cannot be bought as it stands, most serious first:
 * - ok: can be checked out;
 * - unavailable (失效): the catalogue no longer shows the product (off shelf, not approved, shop
 *   closed, dangerous good whose seller lost its licence);
 * - ownProduct: a product of the company the caller acts for (a seller cannot buy from itself);
 * - priceOnRequest: the seller now sells it at 面议, through a quotation only (quote-inquiry.ts);
 * - soldOut: stock below the minimum order quantity (or zero);
 * - belowMin / overStock: the quantity must be changed first (the minimum rose or the stock fell).
 */
export const CART_ITEM_STATUSES = [
  'ok',
  'unavailable',
  'ownProduct',
  'priceOnRequest',
  'soldOut',
  'belowMin',
  'overStock',
] as const;
export type CartItemStatus = (typeof CART_ITEM_STATUSES)[number];
/** Label of a status; belowMin and overStock take {{min}} / {{stock}} and {{unit}}. */
export const cartStatusLabelKey = (status: CartItemStatus): MessageKey => `cart.status.${status}`;

/**
 * Whether a line can be bought as it stands: its status is ok and it is not a dangerous good the buyer holds no licence
 * for (checkout refuses those). Only such lines are selected for checkout and counted in subtotals and totals.
 */
export const isPurchasable = <T extends { status: CartItemStatus; needsLicence: boolean; amount: string | null }>(
  item: T,
): item is T & { amount: string } => item.status === 'ok' && !item.needsLicence && item.amount !== null;

/** One buylist entry, also one item of a price request or of a merge. */
export const buylistItemSchema = z.object({ productId: idField, quantity: positiveQuantityField }).strict();
export type BuylistItem = z.infer<typeof buylistItemSchema>;

/** add: the quantity is added to the line's (a new line is created); set: the line's quantity becomes it. */
export const CART_ADD_MODES = ['add', 'set'] as const;

/**
 * POST /ordercart/addtocart, either one product — `{ productId, quantity, mode? }`: the resulting
 * quantity must lie between the minimum order quantity and the stock (400 naming `quantity`) — or
 * the login merge of a visitor's buylist — `{ items }`: each item is added as above; the ones that
 * cannot be are skipped and reported, the others are kept.
 */
export const cartAddBody = z
  .object({
    productId: idField.optional(),
    /** Positive, at most 4 decimals. */
    quantity: positiveQuantityField.optional(),
    mode: z.enum(CART_ADD_MODES, { error: 'field.invalid' }).default('add'),
    items: z
      .array(buylistItemSchema, { error: fieldError })
      .min(1, { error: 'field.required' })
      .max(CART_LINE_LIMIT, { error: 'cart.tooManyItems' })
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.items !== undefined) {
      if (body.productId !== undefined) ctx.addIssue({ code: 'custom', path: ['productId'], message: 'cart.mergeExclusive' });
      if (body.quantity !== undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'cart.mergeExclusive' });
      if (body.mode !== 'add') ctx.addIssue({ code: 'custom', path: ['mode'], message: 'cart.mergeExclusive' });
      return;
    }
    if (body.productId === undefined) ctx.addIssue({ code: 'custom', path: ['productId'], message: 'field.required' });
    if (body.quantity === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'field.required' });
  });
export type CartAddBody = z.infer<typeof cartAddBody>;

export const cartAddResultSchema = z.object({
  /** The lines created or changed. */
  lines: z.array(z.object({ id: z.number().int(), productId: z.number().int(), quantity: z.string() })),
  /** Merge only: the items that could not be added, with the reason in the caller's language. */
  skipped: z.array(z.object({ productId: z.number().int(), reason: z.string() })),
  /** Lines in the cart now. */
  count: z.number().int(),
});
export type CartAddResult = z.infer<typeof cartAddResultSchema>;

/** POST /ordercart/remove: one of the caller's lines (404 otherwise). */
export const cartLineIdBody = z.object({ id: idField }).strict();

/**
 * POST /ordercart/removebatch: several of the caller's lines; none selected → 400
 * 请选择至少一条数据; any id that is not the caller's line → 404 and nothing is removed.
 */
export const cartLineIdsBody = z
  .object({ ids: z.array(idField, { error: fieldError }).max(CART_LINE_LIMIT, { error: 'cart.tooManyItems' }) })
  .strict();

/** POST /ordercart/cartlist, clear, count: no fields (an empty body is fine). */
export const cartEmptyBody = z.object({}).strict().nullish();

/** POST /ordercart/getprice (public): live prices of a selection, e.g. a visitor's buylist. */
export const cartPriceBody = z
  .object({
    items: z.array(buylistItemSchema, { error: fieldError }).max(CART_LINE_LIMIT, { error: 'cart.tooManyItems' }),
  })
  .strict();
export type CartPriceBody = z.infer<typeof cartPriceBody>;

/** A product in the cart as it is now, with the quantity asked for. */
export const cartItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  casNumber: z.string(),
  grade: z.string().nullable(),
  purity: z.string().nullable(),
  packagingLabel: z.string(),
  unit: z.string(),
  coverUrl: z.string().nullable(),
  isDangerous: z.boolean(),
  shopId: z.number().int(),
  shopName: z.string(),
  /** The seller company. */
  companyId: z.number().int(),
  companyName: z.string(),
  /**
   * The current tax-inclusive price per unit for the quantity (the last one, when unavailable): the base price, or
   * the price tier the quantity reaches; null: 面议 (status priceOnRequest).
   */
  price: z.string().nullable(),
  /** The price tier the quantity reaches (阶梯价), null at the base price. */
  tier: priceTierSchema.nullable(),
  /** Every tier of the product, for the buyer to see what a larger quantity would cost. */
  priceTiers: z.array(priceTierSchema),
  minOrderQty: z.string(),
  stock: z.string(),
  /** The quantity wanted, 4 decimals like minOrderQty and stock. */
  quantity: z.string(),
  /** quantity × price, 2 decimals (half up); totals count only purchasable lines (isPurchasable). */
  amount: z.string().nullable(),
  status: z.enum(CART_ITEM_STATUSES),
  /** Why the line cannot be bought as it stands; null when ok. */
  statusText: z.string().nullable(),
  /**
   * A dangerous good while the buyer (the caller's company; a visitor or a user without one: always)
   * holds no valid 危险化学品经营许可证: checkout will refuse it until one is approved.
   */
  needsLicence: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartLineSchema = cartItemSchema.extend({
  /** The line's id (remove, removebatch, checkout). */
  id: z.number().int(),
  addedAt: z.string(),
  updatedAt: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartShopGroupSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  items: z.array(cartLineSchema),
  /** Sum of the shop's purchasable lines (isPurchasable). */
  subtotal: z.string(),
});
export type CartShopGroup = z.infer<typeof cartShopGroupSchema>;

/** POST /ordercart/cartlist: the caller's lines grouped by shop, latest added first. */
export const cartListSchema = z.object({
  shops: z.array(cartShopGroupSchema),
  /** Sum of every purchasable line (isPurchasable). */
  total: z.string(),
  /** Number of lines. */
  count: z.number().int(),
});
export type CartList = z.infer<typeof cartListSchema>;

/** POST /ordercart/getprice: the known products in request order; ids of unknown ones apart. */
export const cartPriceSchema = z.object({
  items: z.array(cartItemSchema),
  /** Products that do not exist or were never public: drop them from the buylist. */
  unknownIds: z.array(z.number().int()),
  /** Sum of every purchasable item (isPurchasable). */
  total: z.string(),
});
export type CartPrice = z.infer<typeof cartPriceSchema>;

/** remove, removebatch, clear: how many lines went, and how many are left. */
export const cartRemoveResultSchema = z.object({ removed: z.number().int(), count: z.number().int() });
export type CartRemoveResult = z.infer<typeof cartRemoveResultSchema>;
export const cartCountSchema = z.object({ count: z.number().int() });
export type CartCount = z.infer<typeof cartCountSchema>;

const tags = ['cart'];

/**
 * SPEC §7 "Cart and orders" (/ordercart/*): the logged-in user's cart, and the public pricing of a visitor's buylist
 * cookie. Sub-accounts acting for a company need `buy.cart`.
 */
export const cartRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/ordercart/cartlist',
    input: cartEmptyBody,
    answer: cartListSchema,
    summary:
      'The caller’s cart grouped by shop, each line with the product’s live price, stock, minimum order quantity and status (unavailable, own product, sold out, quantity out of range), line amounts, shop subtotals and total of buyable lines',
    tags,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/ordercart/addtocart',
    input: cartAddBody,
    answer: cartAddResultSchema,
    summary:
      'Add a product {productId, quantity, mode: add (default) | set} — the resulting quantity between the minimum order quantity and the stock, not an own product — or merge a visitor’s buylist {items} on login (items that cannot be added are skipped and reported)',
    tags,
  }),
  price: defineRoute({
    method: 'POST',
    path: '/ordercart/getprice',
    input: cartPriceBody,
    answer: cartPriceSchema,
    summary:
      'Public: live prices, amounts and statuses of a selection {items: [{productId, quantity}]} (a visitor’s buylist cookie, a checkout preview); unknown or never public products only in unknownIds',
    tags,
    auth: 'public',
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/ordercart/remove',
    input: cartLineIdBody,
    answer: cartRemoveResultSchema,
    summary: 'Remove one of the caller’s lines {id}; another user’s or an unknown line → 404',
    tags,
  }),
  removeBatch: defineRoute({
    method: 'POST',
    path: '/ordercart/removebatch',
    input: cartLineIdsBody,
    answer: cartRemoveResultSchema,
    summary:
      'Remove several of the caller’s lines {ids}; none selected → 400 请选择至少一条数据; any id not the caller’s line → 404 and nothing is removed',
    tags,
  }),
  clear: defineRoute({
    method: 'POST',
    path: '/ordercart/clear',
    input: cartEmptyBody,
    answer: cartRemoveResultSchema,
    summary: 'Empty the caller’s cart; answers how many lines were removed',
    tags,
  }),
  count: defineRoute({
    method: 'POST',
    path: '/ordercart/count',
    input: cartEmptyBody,
    answer: cartCountSchema,
    summary: 'The number of lines in the caller’s cart (the header badge)',
    tags,
  }),
};
