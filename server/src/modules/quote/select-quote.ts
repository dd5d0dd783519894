import { type DeliveryMode, type Language, type QuoteSelectBody, type ReceiptDeliveryMode, translate } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { AppError, invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { addressSnapshotOf } from '../address/index.ts';
import { placeQuotedOrder } from '../order/index.ts';
import { placeQuotedReceiptOrder } from '../receipt-order/index.ts';
import { QUOTE_BINDING, quoteSides } from './bindings.ts';
import { requireBuyerLicence } from './quote-authority.ts';
import { requireQuoteStep } from './quote-step.ts';
import { readQuote } from './read-quote.ts';
import type { QuoteRow } from './tables.ts';

interface Placed {
  orderId: number;
  orderNo: string;
}

/** The quote's order, placed as buying at once places one (stock reserved, licence checked). */
async function placeShopOrder(tx: Db, caller: Caller, row: QuoteRow, body: QuoteSelectBody, remark: string): Promise<Placed> {
  const { terms } = row;
  if (terms.productId === null) throw new Error(`quote ${row.id} names no product`);
  const placed = await placeQuotedOrder(tx, caller, {
    productId: terms.productId,
    quantity: new Decimal(body.quantity).toFixed(),
    unitPrice: terms.unitPrice,
    minQty: terms.minQty,
    deliveryMode: terms.deliveryMode as DeliveryMode,
    ...(body.addressId !== undefined ? { addressId: body.addressId } : {}),
    remark,
  });
  const [order] = placed.orders;
  if (!order) throw new Error(`quote ${row.id} placed no order`);
  return { orderId: order.id, orderNo: order.orderNo };
}

/** The receipt quote's receipt order, taken at once in the supplier's name (placeQuotedReceiptOrder). */
async function placeReceiptOrder(
  tx: Db,
  caller: Caller,
  row: QuoteRow,
  body: QuoteSelectBody,
  remark: string,
  lang: Language,
): Promise<Placed> {
  const { terms } = row;
  if (!terms.receipt) throw new Error(`quote ${row.id} names no receipt`);
  const buyer = { userId: caller.userId, companyId: caller.company.companyId, ip: null };
  const delivered = terms.deliveryMode === 'delivery';
  const order = await placeQuotedReceiptOrder(
    tx,
    buyer,
    {
      receiptId: terms.receipt.id,
      seller: { companyId: row.supplierCompanyId, userId: row.createdBy },
      quantity: new Decimal(body.quantity).toFixed(),
      unitPrice: terms.unitPrice,
      deliveryMode: terms.deliveryMode as ReceiptDeliveryMode,
      validUntil: new Date(terms.validUntil),
      deliveryAddress:
        delivered && body.addressId !== undefined ? await addressSnapshotOf(tx, buyer.companyId, body.addressId) : null,
      remark,
      reference: { quoteNo: row.quoteNo, version: row.version },
    },
    lang,
  );
  return { orderId: order.id, orderNo: order.orderNo };
}

/**
 * /cs/quote/selectQuote: the buyer (or, of a public quote, any certified company) accepts the version it read, for
 * a quantity within it, while it is valid by the server's clock; the quote becomes an order at its price in the same
 * transaction — a shop order placed as buying at once places one, or of a receipt quote a receipt order the supplier
 * has taken. The quote's row is locked first: of two companies selecting a public quote at once, the second finds it
 * selected (409), and a revision submitted meanwhile stops a selection of the version before (409 naming the new one).
 */
export async function selectQuote(tx: Db, caller: Caller, body: QuoteSelectBody, lang: Language) {
  const companyId = caller.company.companyId;
  const row = await QUOTE_BINDING.lock(tx, body.id);
  const sides = row && row.status !== 'discarded' ? quoteSides(row, companyId) : [];
  const [side] = sides;
  if (!row || !side) throw notFound('quote.notFound');
  if (side === 'supplier') throw new AppError('FORBIDDEN', 'quote.ownQuote');
  requireQuoteStep(row, 'select', side, lang);
  if (body.version !== row.version) throw wrongState('quote.versionChanged', { version: row.version });

  const { terms } = row;
  const quantity = new Decimal(body.quantity);
  if (quantity.lessThan(terms.minQty)) throw invalidField('quantity', 'quote.belowMinimum', { min: terms.minQty });
  if (quantity.greaterThan(terms.quantity)) throw invalidField('quantity', 'quote.overQuantity', { max: terms.quantity });
  await requireBuyerLicence(tx, companyId, terms);

  const reference = translate('quote.selectedRemark', lang, { quoteNo: row.quoteNo, version: row.version });
  const remark = body.remark ? `${reference}；${body.remark}` : reference;
  const placed = terms.receipt
    ? await placeReceiptOrder(tx, caller, row, body, remark, lang)
    : await placeShopOrder(tx, caller, row, body, remark);
  await takeStep(tx, QUOTE_BINDING, {
    id: row.id,
    action: 'select',
    actor: { party: side, userId: caller.userId, companyId },
    changes: {
      selectedQuantity: quantity.toFixed(),
      selectedCompanyId: companyId,
      ...(terms.receipt ? { receiptOrderId: placed.orderId } : { orderId: placed.orderId }),
    },
    detail: { version: row.version, quantity: quantity.toFixed(), orderNo: placed.orderNo },
    lang,
  });
  return { quote: await readQuote(tx, row.id, companyId, lang), ...placed };
}
