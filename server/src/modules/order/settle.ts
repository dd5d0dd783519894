import { type Invoice, type Language, type OrderSettle, type OrderSettleBody, translate } from '@hgsc/contracts';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { listAddresses } from '../address/index.ts';
import { buyerStanding, cartItems, loadCartProducts, sumAmounts, toCartItem } from '../cart/index.ts';
import { companies } from '../company/index.ts';
import type { OrderCaller } from './order-access.ts';
import { creditBySeller, creditDaysFor, termChoices } from './payments/terms.ts';
import { orders } from './tables.ts';

/**
 * POST /order/settle: what placing would make — one order per shop with live prices and amounts —
 * and what stands in the way (each line's problem, a dangerous good without the buyer's licence),
 * with the company's default address and its latest invoice information as defaults (a first invoice: the certified
 * company's own name, credit code, bank and address). Nothing is reserved; placing checks everything again.
 */
export async function settle(ctx: AppContext, caller: OrderCaller, body: OrderSettleBody, lang: Language): Promise<OrderSettle> {
  const companyId = caller.company.companyId;
  let wanted: { cartId: number | null; productId: number; quantity: string }[];
  if (body.cartIds) {
    const ids = [...new Set(body.cartIds)];
    const lines = await ctx.db
      .select({ cartId: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, caller.userId), inArray(cartItems.id, ids)));
    if (lines.length !== ids.length) throw notFound('order.cartLineNotFound');
    wanted = lines;
  } else {
    wanted = [{ cartId: null, productId: body.productId as number, quantity: body.quantity as string }];
  }

  const products = await loadCartProducts(
    ctx.db,
    wanted.map((w) => w.productId),
  );
  if (!body.cartIds && !products.get(wanted[0]?.productId ?? 0)?.visible) throw notFound('cart.productNotFound');
  const standing = await buyerStanding(
    ctx,
    { userId: caller.userId, companyId },
    [...products.values()].some((p) => p.product.isDangerous),
  );

  const warnings: string[] = [];
  const groups = new Map<number, OrderSettle['groups'][number]>();
  for (const w of wanted) {
    const row = products.get(w.productId);
    if (!row) continue;
    const item = { ...toCartItem(row, w.quantity, standing, lang), cartId: w.cartId };
    if (item.status !== 'ok')
      warnings.push(translate('order.itemWarning', lang, { name: item.name, reason: item.statusText ?? '' }));
    if (item.needsLicence) warnings.push(translate('order.licenceRequired', lang, { name: item.name }));
    const group = groups.get(item.shopId) ?? {
      shopId: item.shopId,
      shopName: item.shopName,
      companyId: item.companyId,
      companyName: item.companyName,
      items: [],
      goodsAmount: '0.00',
      freightAmount: '0.00',
      totalAmount: '0.00',
      termOptions: [],
    };
    group.items.push(item);
    groups.set(item.shopId, group);
  }
  const credit = await creditBySeller(
    ctx.db,
    companyId,
    [...products.values()].map(({ product }) => ({ sellerCompanyId: product.companyId, terms: product.paymentTerms })),
  );
  const shaped = [...groups.values()].map((g) => {
    // A 面议 line has no amount: its warning says why it cannot be placed.
    const goodsAmount = sumAmounts(g.items.flatMap((i) => i.amount ?? []));
    const offers = g.items.flatMap((i) => products.get(i.productId)?.product.paymentTerms ?? []);
    const grant = credit.get(g.companyId);
    // Credit the seller grants but whose limit this order passes: said, so the buyer knows why 账期 is not offered.
    if (grant && creditDaysFor(grant, goodsAmount) === null)
      warnings.push(translate('credit.limitExceeded', lang, { shop: g.shopName, available: grant.available ?? '0.00' }));
    return {
      ...g,
      goodsAmount,
      totalAmount: goodsAmount,
      termOptions: termChoices(offers, creditDaysFor(credit.get(g.companyId), goodsAmount), goodsAmount, lang),
    };
  });

  const [addresses, [latest], [company]] = await Promise.all([
    listAddresses(ctx, companyId),
    ctx.db
      .select({ invoice: orders.invoice })
      .from(orders)
      .where(and(eq(orders.buyerCompanyId, companyId), isNotNull(orders.invoice)))
      .orderBy(desc(orders.createdAt))
      .limit(1),
    ctx.db
      .select({
        name: companies.name,
        creditCode: companies.creditCode,
        bankName: companies.bankName,
        bankAccount: companies.bankAccount,
        address: companies.registeredAddress,
        phone: companies.contactMobile,
      })
      .from(companies)
      .where(eq(companies.id, companyId)),
  ]);
  return {
    groups: shaped,
    total: sumAmounts(shaped.map((g) => g.totalAmount)),
    defaultAddress: addresses.find((a) => a.isDefault) ?? null,
    defaultInvoice: (latest?.invoice as Invoice | null | undefined) ?? null,
    companyInvoice: company ? companyInvoiceOf(company) : null,
    needsLicence: shaped.some((g) => g.items.some((i) => i.needsLicence)),
    warnings,
    canPlace: warnings.length === 0 && shaped.length > 0,
  };
}

/** A 普通发票 to the company as certified: its name, its credit code as the tax number, its bank, address and phone. */
function companyInvoiceOf(company: {
  name: string;
  creditCode: string;
  bankName: string | null;
  bankAccount: string | null;
  address: string;
  phone: string;
}): Invoice {
  return {
    type: 'normal',
    title: company.name,
    taxNumber: company.creditCode,
    ...(company.bankName ? { bankName: company.bankName } : {}),
    ...(company.bankAccount ? { bankAccount: company.bankAccount } : {}),
    address: company.address,
    phone: company.phone,
  };
}
