import type { listingZh } from './listing.zh.ts';

/** Receipt listings and the receipt market: the server's messages in English (see listing.zh.ts). */
export const listingEn: Record<keyof typeof listingZh, string> = {
  'listingStatus.listed': 'Listed',
  'listingStatus.soldOut': 'Sold out',
  'listingStatus.delisted': 'Delisted',
  'listingStatus.expired': 'Expired',
  'listing.notFound': 'The listing does not exist or has ended',
  'listing.wrongStatus': 'The listing is “{{status}}”: this step is not possible now',
  'listing.hasApplications': 'A buyer’s application is waiting: take or decline it before changing the price or delisting',
  'listing.saved': 'Listed: the receipt is locked for the listing',
  'listing.repriced': 'Price updated',
  'listing.delistedOk': 'Delisted: the receipt is free again',
  'listing.minOverQuantity': 'The minimum order cannot exceed the quantity listed',
  'listing.quantityOverReceipt': 'You can list at most the receipt’s {{available}}',
  'listing.minBelowProduct': 'The minimum order cannot be below the product’s minimum split of {{min}}',
  'listing.stepOffProduct': 'The step must be a whole multiple of the product’s split step {{step}}',
  'listing.minOffStep': 'The minimum order must be a whole multiple of the step {{step}}',
  'listing.validUntilPast': 'The last day cannot be before today',
  'listing.validUntilTooFar': 'The last day cannot be after {{date}}',
  'listing.priceRangeInvalid': 'The highest price cannot be below the lowest',
  'notify.listing.expire': 'Your listing {{listingNo}} ({{product}}) has expired: the receipt is free again',
  'notify.listing.delist': 'The platform delisted your listing {{listingNo}} ({{product}}): the receipt is free again',
};
