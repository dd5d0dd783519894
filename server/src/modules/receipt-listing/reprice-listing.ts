import type { Language, Listing, ListingPriceBody } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { LISTING_BINDING } from './bindings.ts';
import { checkValidUntil } from './lot-rules.ts';
import { readListing } from './read-listing.ts';

/**
 * /sale/bss/update/price: the seller's new price (and last day). Refused while a buyer's application waits, which
 * applied at the old price: the flow's guard says so, under the listing's row lock the applications take too.
 */
export async function repriceListing(tx: Db, caller: ReceiptCaller, body: ListingPriceBody, lang: Language): Promise<Listing> {
  if (body.validUntil) checkValidUntil(body.validUntil);
  await takeStep(tx, LISTING_BINDING, {
    id: body.id,
    action: 'reprice',
    actor: { party: 'seller', userId: caller.userId, companyId: caller.companyId, ip: caller.ip },
    changes: { unitPrice: body.unitPrice, ...(body.validUntil ? { validUntil: body.validUntil } : {}) },
    detail: { unitPrice: body.unitPrice, ...(body.validUntil ? { validUntil: body.validUntil } : {}) },
    lang,
  });
  return readListing(tx, body.id, { companyId: caller.companyId }, lang);
}
