import type { AddressSnapshot, DeliveryMode, Invoice, Language } from '@hgsc/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError, forbidden, invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { fullAddressOf } from '../address/address-repo.ts';
import { companyAddresses } from '../address/tables.ts';
import { loadCartProducts } from '../cart/cart-view.ts';
import { lineAmount, plainDecimal, quantityStatus, storedQuantity, sumAmounts } from '../cart/pricing.ts';
import { hasValidDangerousGoodsLicence } from '../certificate/valid-licence.ts';
import { type ProductRow, products } from '../product/tables.ts';
import type { OrderCaller } from './order-access.ts';
import { recordOrderEvent } from './order-events.ts';
import { reserveStock } from './stock.ts';
import { type OrderRow, orderItems, orders } from './tables.ts';

export interface CheckoutLine {
  productId: number;
  quantity: string;
}

export interface DeliveryChoice {
  addressId?: number;
  deliveryMode: DeliveryMode;
  invoice?: Invoice;
  remark?: string;
  /** Remarks for particular shops' orders, over `remark`. */
  shopRemarks?: readonly { shopId: number; remark?: string }[];
}

/** HG + the China calendar day + an 8-digit running number, made by the database (no race). */
const orderNumber = sql`'HG' || to_char((now() at time zone 'UTC') + interval '8 hours', 'YYYYMMDD') || lpad(nextval('order_number_seq')::text, 8, '0')`;

async function addressSnapshot(tx: Db, companyId: number, addressId: number | undefined): Promise<AddressSnapshot | null> {
  if (addressId === undefined) return null;
  const [row] = await tx
    .select()
    .from(companyAddresses)
    .where(
      and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, companyId), isNull(companyAddresses.deletedAt)),
    );
  if (!row) throw invalidField('addressId', 'order.addressNotFound');
  return {
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    province: row.provinceName,
    city: row.cityName,
    area: row.areaName,
    detail: row.detail,
    fullAddress: fullAddressOf(row),
  };
}

/**
 * Checks every line against the catalogue as it is now: shown (else 409 naming the product), not
 * the buyer's own (403, as the cart), a dangerous good only with the buyer's valid licence (403),
 * the quantity at least the minimum order quantity (400 naming `quantity`).
 */
async function checkLines(tx: Db, caller: OrderCaller, lines: readonly CheckoutLine[], direct: boolean) {
  const found = await loadCartProducts(
    tx,
    lines.map((l) => l.productId),
  );
  let licence: boolean | undefined;
  for (const line of lines) {
    const entry = found.get(line.productId);
    if (!entry?.visible) {
      if (direct) throw notFound('cart.productNotFound');
      throw wrongState('order.productUnavailable', { name: entry?.product.name ?? String(line.productId) });
    }
    const p = entry.product;
    if (p.companyId === caller.company.companyId) throw forbidden('order.ownProduct');
    if (p.isDangerous) {
      licence ??= await hasValidDangerousGoodsLicence({ db: tx }, caller.company.companyId);
      if (!licence) throw new AppError('FORBIDDEN', 'order.licenceRequired', { name: p.name });
    }
    const status = quantityStatus(p, line.quantity);
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

/**
 * Places one order per shop for `lines`, in the caller's transaction — all or nothing. Stock is
 * reserved line by line (ascending product id) with an atomic conditional UPDATE, so concurrent
 * checkouts never oversell; the prices are the products' at that moment.
 */
export async function placeOrders(
  tx: Db,
  caller: OrderCaller,
  lines: readonly CheckoutLine[],
  delivery: DeliveryChoice,
  { direct }: { direct: boolean; lang?: Language },
): Promise<OrderRow[]> {
  const address = await addressSnapshot(tx, caller.company.companyId, delivery.addressId);
  await checkLines(tx, caller, lines, direct);

  const reserved: { product: ProductRow; quantity: string }[] = [];
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const quantity = storedQuantity(line.quantity);
    const product = await reserveStock(tx, line.productId, quantity);
    if (!product) {
      const [row] = await tx.select({ name: products.name }).from(products).where(eq(products.id, line.productId));
      throw wrongState('order.insufficientStock', { name: row?.name ?? String(line.productId) });
    }
    reserved.push({ product, quantity });
  }

  const byShop = new Map<number, typeof reserved>();
  for (const line of reserved) byShop.set(line.product.shopId, [...(byShop.get(line.product.shopId) ?? []), line]);

  const placed: OrderRow[] = [];
  for (const [shopId, shopLines] of byShop) {
    const priced = shopLines.map((l) => ({ ...l, amount: lineAmount(l.quantity, l.product.price) }));
    const goodsAmount = sumAmounts(priced.map((l) => l.amount));
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: orderNumber,
        buyerCompanyId: caller.company.companyId,
        buyerUserId: caller.userId,
        sellerCompanyId: (priced[0] as (typeof priced)[number]).product.companyId,
        shopId,
        status: 10,
        goodsAmount,
        freightAmount: '0.00',
        totalAmount: goodsAmount,
        deliveryMode: delivery.deliveryMode,
        address,
        invoice: delivery.invoice ?? null,
        remark: delivery.shopRemarks?.find((r) => r.shopId === shopId)?.remark || delivery.remark || null,
      })
      .returning();
    if (!order) throw new Error('order not created');
    await tx.insert(orderItems).values(
      priced.map(({ product: p, quantity, amount }) => ({
        orderId: order.id,
        productId: p.id,
        name: p.name,
        casNumber: p.casNumber,
        grade: p.grade,
        purity: p.purity,
        packaging: p.packaging,
        unit: p.unit,
        price: p.price,
        originalPrice: p.price,
        quantity,
        amount,
        isDangerous: p.isDangerous,
        unNumber: p.isDangerous ? p.unNumber : null,
        hazardClass: p.isDangerous ? p.hazardClass : null,
      })),
    );
    await recordOrderEvent(tx, {
      orderId: order.id,
      action: 'place',
      party: 'buyer',
      actorUserId: caller.userId,
      companyId: caller.company.companyId,
      fromStatus: null,
      toStatus: 10,
      detail: { direct },
    });
    placed.push(order);
  }
  return placed;
}
