import { type Language, type QuoteSelectBody, translate } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { AppError, invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { placeQuotedOrder } from '../order/index.ts';
import { QUOTE_BINDING, quoteSides } from './bindings.ts';
import { requireBuyerLicence } from './quote-authority.ts';
import { requireQuoteStep } from './quote-step.ts';
import { readQuote } from './read-quote.ts';

/**
 * /cs/quote/selectQuote: the buyer (or, of a public quote, any certified company) accepts the version it read, for
 * a quantity within it, while it is valid by the server's clock; the quote becomes an order at its price, placed as
 * buying at once places one (stock reserved, licence checked), in the same transaction. The quote's row is locked
 * first: of two companies selecting a public quote at once, the second finds it selected (409), and a revision
 * submitted meanwhile stops a selection of the version before (409 naming the new one).
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
  const placed = await placeQuotedOrder(tx, caller, {
    productId: terms.productId,
    quantity: quantity.toFixed(),
    unitPrice: terms.unitPrice,
    minQty: terms.minQty,
    deliveryMode: terms.deliveryMode,
    ...(body.addressId !== undefined ? { addressId: body.addressId } : {}),
    remark: body.remark ? `${reference}；${body.remark}` : reference,
  });
  const [order] = placed.orders;
  if (!order) throw new Error(`quote ${row.id} placed no order`);
  await takeStep(tx, QUOTE_BINDING, {
    id: row.id,
    action: 'select',
    actor: { party: side, userId: caller.userId, companyId },
    changes: { selectedQuantity: quantity.toFixed(), selectedCompanyId: companyId, orderId: order.id },
    detail: { version: row.version, quantity: quantity.toFixed(), orderNo: order.orderNo },
    lang,
  });
  return { quote: await readQuote(tx, row.id, companyId, lang), orderId: order.id, orderNo: order.orderNo };
}
