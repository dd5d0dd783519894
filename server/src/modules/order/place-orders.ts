import { type DeliveryMode, type Invoice, type Language, type PaymentTerm, tierPriceOf } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, forbidden, invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import type { CartProduct } from '../cart/index.ts';
import { lineAmount, plainDecimal, quantityStatus, storedQuantity, sumAmounts } from '../cart/index.ts';
import { hasValidDangerousGoodsLicence } from '../certificate/index.ts';
import type { LockedCheckout } from './checkout-products.ts';
import type { OrderCaller } from './order-access.ts';
import type { ViewParts } from './order-view.ts';
import { chosenTerms, creditBySeller, creditDaysFor } from './payments/terms.ts';
import { reserveStock } from './stock.ts';
import type { OrderItemRow, OrderRow } from './tables.ts';
import { writePlacedOrders } from './write-placed-orders.ts';

export interface DeliveryChoice {
  addressId?: number;
  deliveryMode: DeliveryMode;
  invoice?: Invoice;
  remark?: string;
  /** Remarks for particular shops' orders, over `remark`. */
  shopRemarks?: readonly { shopId: number; remark?: string }[];
  /** How particular shops' orders are paid; a shop not named: 款到发货. */
  shopTerms?: readonly { shopId: number; term: PaymentTerm }[];
}

/**
 * Checks every line against the catalogue as it is now: shown (else 409 naming the product), not
 * the buyer's own (403, as the cart), a dangerous good only with the buyer's valid licence (403),
 * the quantity at least the minimum order quantity (400 naming `quantity`) and within the stock
 * (409). The product rows stay locked until the transaction ends.
 */
async function checkLines(tx: Db, caller: OrderCaller, checkout: LockedCheckout, direct: boolean) {
  let licence: boolean | undefined;
  for (const line of checkout.lines) {
    const entry = checkout.products.get(line.productId);
    if (!entry?.visible) {
      if (direct) throw notFound('cart.productNotFound');
      throw wrongState('order.productUnavailable', { name: entry?.product.name ?? String(line.productId) });
    }
    const p = entry.product;
    if (p.companyId === caller.company.companyId) throw forbidden('order.ownProduct');
    if (p.price === null && !line.quoted) throw wrongState('product.priceOnRequest');
    if (p.isDangerous) {
      licence ??= await hasValidDangerousGoodsLicence({ db: tx }, caller.company.companyId);
      if (!licence) throw new AppError('FORBIDDEN', 'order.licenceRequired', { name: p.name });
    }
    const status = quantityStatus({ stock: p.stock, minOrderQty: line.quoted?.minQty ?? p.minOrderQty }, line.quantity);
    if (status === 'belowMin')
      throw new AppError(
        'VALIDATION',
        'cart.belowMin',
        { min: plainDecimal(p.minOrderQty), unit: p.unit },
        { field: 'quantity' },
      );
    if (status !== 'ok') throw wrongState('order.insufficientStock', { name: p.name });
  }
}

/** Orders just placed, with what their views need (toOrderViews: nothing to read again). */
export interface PlacedOrders {
  orders: OrderRow[];
  parts: ViewParts;
}

/**
 * Places one order per shop for the checkout's lines, in the caller's transaction — all or nothing.
 * The products were locked in ascending id (checkout-products.ts), then their stock is reserved by one conditional UPDATE,
 * so concurrent checkouts never oversell; the prices are the products' at that moment (the tier each quantity reaches). The orders,
 * their lines and their first timeline steps are written in one statement, whatever the number
 * of shops (write-placed-orders.ts).
 */
export async function placeOrders(
  tx: Db,
  caller: OrderCaller,
  checkout: LockedCheckout,
  delivery: DeliveryChoice,
  { direct, lang = 'zh' }: { direct: boolean; lang?: Language },
): Promise<PlacedOrders> {
  const { address } = checkout;
  // The address is refused before the lines, as when it was read first; a product that does not exist brings no row
  // to read the address with, so buying it at once answers 404 whatever the address.
  if (delivery.addressId !== undefined && !address && checkout.products.size > 0)
    throw invalidField('addressId', 'order.addressNotFound');
  await checkLines(tx, caller, checkout, direct);

  const sorted = [...checkout.lines]
    .sort((a, b) => a.productId - b.productId)
    .map((line) => ({ productId: line.productId, quantity: storedQuantity(line.quantity), quoted: line.quoted }));
  const reservedIds = await reserveStock(tx, sorted);
  const reserved = sorted.map(({ productId, quantity, quoted }) => {
    const product = (checkout.products.get(productId) as CartProduct).product;
    if (!reservedIds.has(productId)) throw wrongState('order.insufficientStock', { name: product.name });
    // A quote's price stands as quoted; else the price tier the quantity reaches (阶梯价), else the base price.
    // checkLines let a 面议 product through only with a quote.
    const price =
      quoted?.unitPrice ?? tierPriceOf({ price: product.price as string, priceTiers: product.priceTiers }, quantity).price;
    return { product, quantity, price, amount: lineAmount(quantity, price) };
  });

  const byShop = new Map<number, typeof reserved>();
  for (const line of reserved) byShop.set(line.product.shopId, [...(byShop.get(line.product.shopId) ?? []), line]);

  const credit = await creditBySeller(
    tx,
    caller.company.companyId,
    reserved.map((line) => ({ sellerCompanyId: line.product.companyId, terms: line.product.paymentTerms })),
    { lock: true },
  );
  // In the order the shops first appear (ascending product id), as one order per shop was placed before.
  const placed = await writePlacedOrders(tx, {
    buyerCompanyId: caller.company.companyId,
    buyerUserId: caller.userId,
    deliveryMode: delivery.deliveryMode,
    address,
    invoice: delivery.invoice ?? null,
    direct,
    orders: [...byShop].map(([shopId, shopLines]) => {
      const first = (shopLines[0] as (typeof shopLines)[number]).product;
      const goodsAmount = sumAmounts(shopLines.map((l) => l.amount));
      const shopName = checkout.products.get(first.id)?.shopName ?? String(shopId);
      const term = delivery.shopTerms?.find((t) => t.shopId === shopId)?.term ?? 'prepay';
      const grant = credit.get(first.companyId);
      if (term === 'credit' && grant && creditDaysFor(grant, goodsAmount) === null)
        throw wrongState('credit.limitExceeded', { shop: shopName, available: grant.available ?? '0.00' });
      return {
        shopId,
        sellerCompanyId: first.companyId,
        goodsAmount,
        remark: delivery.shopRemarks?.find((r) => r.shopId === shopId)?.remark || delivery.remark || null,
        terms: chosenTerms(
          shopLines.map((line) => line.product.paymentTerms),
          creditDaysFor(grant, goodsAmount),
          term,
          shopName,
          lang,
        ),
        lines: shopLines.map(({ product: p, quantity, price, amount }) => ({
          productId: p.id,
          name: p.name,
          casNumber: p.casNumber,
          grade: p.grade,
          purity: p.purity,
          packaging: p.packaging,
          unit: p.unit,
          price,
          quantity,
          amount,
          isDangerous: p.isDangerous,
          unNumber: p.isDangerous ? p.unNumber : null,
          hazardClass: p.isDangerous ? p.hazardClass : null,
        })),
      };
    }),
  });
  return { orders: placed.orders, parts: freshParts(caller, placed.items, checkout.products) };
}

/** Fresh orders: their lines as written, the names read with the products, no marks, contracts or invoices yet. */
function freshParts(caller: OrderCaller, items: readonly OrderItemRow[], products: ReadonlyMap<number, CartProduct>): ViewParts {
  const companyNames = new Map([[caller.company.companyId, caller.company.companyName]]);
  const shopNames = new Map<number, string>();
  for (const { product, shopName, companyName } of products.values()) {
    companyNames.set(product.companyId, companyName);
    shopNames.set(product.shopId, shopName);
  }
  return {
    items: [...items].sort((a, b) => a.id - b.id),
    companyNames,
    shopNames,
    interested: new Set(),
    contracts: new Map(),
    invoices: new Map(),
    proofs: new Map(),
    refusals: new Map(),
    endings: new Map(),
    unreviewed: new Map(),
    shipments: new Map(),
    payments: new Map(),
  };
}
