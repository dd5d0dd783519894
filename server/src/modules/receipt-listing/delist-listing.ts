import type { Language, Listing } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { endListing } from './end-listing.ts';
import { readListing } from './read-listing.ts';

/**
 * /sale/bss/delist: the seller withdraws its offer and the receipt is free again. Refused while a buyer's application
 * waits (the flow's guard): the seller takes or declines it first, so no buyer is left holding a reservation of
 * goods no longer offered.
 */
export async function delistListing(tx: Db, caller: ReceiptCaller, id: number, lang: Language): Promise<Listing> {
  await endListing(tx, {
    id,
    action: 'delist',
    actor: { party: 'seller', userId: caller.userId, companyId: caller.companyId, ip: caller.ip },
    lang,
  });
  return readListing(tx, id, { companyId: caller.companyId }, lang);
}
