import { chinaDate, type Exchange, type ExchangeSaveBody, exchangeStatusLabelKey, type Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { requireReceiptAgreement } from '../agreement/index.ts';
import { checkApplication, lockListing, requireListed, reserveFromListing } from '../receipt-listing/index.ts';
import {
  checkDealQuantity,
  dealPart,
  lockReceipt,
  type ReceiptCaller,
  receiptForDeal,
  warehouseReceipts,
} from '../warehouse-receipt/index.ts';
import { newExchangeNumber } from './exchange-number.ts';
import { readExchange } from './read-exchange.ts';
import { receiptExchanges } from './tables.ts';

/**
 * /wr/exchange/apply/save: the holder asks to swap a quantity of its receipt for the same quantity of a listing. The
 * listing's row is locked first, as an application to buy locks it (so a purchase and an exchange of its last tonnes
 * take turns and never add up to more than was listed), then the holder's receipt: of two deals on one receipt the
 * second finds it split or locked. The applicant's part is split off by the product's lot rules and locked for the
 * exchange; the listing's quantity is reserved until the counterparty declines, the applicant cancels or accepts.
 */
export async function saveExchange(tx: Db, caller: ReceiptCaller, body: ExchangeSaveBody, lang: Language): Promise<Exchange> {
  await requireReceiptAgreement(tx, caller.companyId);
  const listing = await lockListing(tx, body.listingId);
  if (listing.status !== 'listed' && listing.sellerCompanyId !== caller.companyId) throw notFound('listing.notFound');
  requireListed(listing, lang);
  if (listing.validUntil < chinaDate()) throw wrongState('receiptOrder.listingEnded');
  if (listing.sellerCompanyId === caller.companyId) throw wrongState('exchange.ownListing');
  const [target] = await tx.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, listing.receiptId));
  if (!target) throw new Error(`listing ${listing.id} names no receipt`);

  const source = await receiptForDeal(tx, body.receiptId, caller.companyId, lang);
  if (source.productId !== target.productId)
    throw invalidField('listingId', 'exchange.otherProduct', { source: source.productName, target: target.productName });
  if (source.brand === target.brand && source.warehouseId === target.warehouseId)
    throw invalidField('listingId', 'exchange.sameGoods');
  checkDealQuantity(source, body.quantity, 'exchange.quantityOverReceipt');
  checkApplication(listing, target, body.quantity);

  const holder = { party: 'holder' as const, userId: caller.userId, companyId: caller.companyId, ip: caller.ip };
  const part = await dealPart(tx, source, { quantity: body.quantity, actor: holder, reason: 'listing', lang });
  await reserveFromListing(tx, listing.id, body.quantity);
  const [exchange] = await tx
    .insert(receiptExchanges)
    .values({
      exchangeNo: newExchangeNumber,
      status: 'submitted',
      applicantCompanyId: caller.companyId,
      applicantUserId: caller.userId,
      counterpartyCompanyId: listing.sellerCompanyId,
      listingId: listing.id,
      listingUnitPrice: listing.unitPrice,
      productId: listing.productId,
      quantity: body.quantity,
      sourceReceiptId: part.id,
      sourceKeeperCompanyId: part.keeperCompanyId,
      targetReceiptId: target.id,
      targetKeeperCompanyId: target.keeperCompanyId,
      remark: body.remark,
    })
    .returning();
  if (!exchange) throw new Error('exchange insert returned no row');
  await lockReceipt(tx, { id: part.id, lock: 'swap', ref: exchange.exchangeNo, actor: holder, lang });
  await recordNodeOperation(tx, {
    bizType: 'receiptExchange',
    bizId: exchange.id,
    node: exchangeStatusLabelKey('submitted'),
    action: 'apply',
    actorRole: 'applicant',
    actorUserId: caller.userId,
    companyId: caller.companyId,
    fromState: null,
    toState: 'submitted',
    detail: { listingNo: listing.listingNo, receiptNo: part.receiptNo, quantity: exchange.quantity },
    ip: caller.ip,
  });
  return readExchange(tx, exchange.id, caller.companyId, lang);
}
