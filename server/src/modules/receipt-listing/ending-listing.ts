import type { Language, ListingStatus } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { slot } from '../../platform/modules/slot.ts';

/**
 * What becomes of the applications still waiting on a listing that ends otherwise than by selling out (expired, or
 * delisted by the platform): the receipt-order module's to say — it declines them. The listing's row is locked.
 */
export const applicationsOfEndingListing = slot<
  (tx: Db, listing: { id: number; listingNo: string }, ending: ListingStatus, lang: Language) => Promise<void>
>('applicationsOfEndingListing', async () => {});

/**
 * What becomes of the exchange requests still waiting on such a listing: the receipt-exchange module's to say — they
 * lapse. The listing's row is locked.
 */
export const exchangesOfEndingListing = slot<
  (tx: Db, listing: { id: number; listingNo: string }, ending: ListingStatus, lang: Language) => Promise<void>
>('exchangesOfEndingListing', async () => {});
