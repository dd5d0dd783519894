import type { Language, Listing } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type ListingViewer, listingWithNamesById, toListings } from './listing-view.ts';

/**
 * /sale/bss/info: a listing while it is offered, to anyone (the market is public); once it has ended, only to its
 * seller — to the rest it answers as not found, like another company's object.
 */
export async function readListing(db: Db, id: number, viewer: ListingViewer, lang: Language): Promise<Listing> {
  const found = await listingWithNamesById(db, id);
  const mine = found && viewer !== null && found.row.sellerCompanyId === viewer.companyId;
  if (!found || (found.row.status !== 'listed' && !mine)) throw notFound('listing.notFound');
  const [listing] = await toListings(db, [found], viewer, lang);
  if (!listing) throw new Error('a listing view went missing');
  return listing;
}
