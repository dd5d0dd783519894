import { defineFlow } from './flow.ts';
import type { MessageKey } from './i18n/zh.ts';

/**
 * A receipt listing (仓单挂牌) as data (domains/warehouse-receipts.md §3.1 ACTIVE → LISTING): the holder offers a
 * receipt it holds, or a part split off for it, at a price with a minimum and a step per order, until a day. The listed
 * receipt is locked for the listing; buyers' applications reserve quantity of it, and each order the seller takes
 * splits its part off. The seller may change the price or delist while no application waits; the platform ends a
 * listing when all of it is sold or its day has passed, and the rest of the receipt is free again.
 */
export const LISTING_STATUSES = ['listed', 'soldOut', 'delisted', 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_ACTIONS = ['reprice', 'delist', 'sellOut', 'expire'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];
export type ListingParty = 'seller' | 'operator' | 'system';

export const listingStatusLabelKey = (status: ListingStatus): MessageKey => `listingStatus.${status}`;

export interface ListingFlowState {
  status: ListingStatus;
  /** Quantity buyers' applications hold, waiting for the seller: no price change or delisting under them. */
  reservedQty: string;
}

const isZero = (quantity: string) => /^0*(\.0*)?$/.test(quantity);
const UNDER_APPLICATIONS: readonly ListingAction[] = ['reprice', 'delist'];

export const LISTING_FLOW = defineFlow<ListingStatus, ListingAction, ListingParty, ListingFlowState>({
  kind: 'receiptListing',
  actions: LISTING_ACTIONS,
  transitions: [
    { from: ['listed'], action: 'reprice', by: 'seller', to: 'same', permission: 'receipt.trade' },
    { from: ['listed'], action: 'delist', by: 'seller', to: 'delisted', permission: 'receipt.trade' },
    { from: ['listed'], action: 'delist', by: 'operator', to: 'delisted' },
    { from: ['listed'], action: 'sellOut', by: 'system', to: 'soldOut' },
    { from: ['listed'], action: 'expire', by: 'system', to: 'expired' },
  ],
  final: ['soldOut', 'delisted', 'expired'],
  stateOf: (listing) => listing.status,
  stateLabel: listingStatusLabelKey,
  guard: (transition, listing) =>
    UNDER_APPLICATIONS.includes(transition.action) && transition.by === 'seller' && !isZero(listing.reservedQty)
      ? 'listing.hasApplications'
      : true,
});

/** The tabs of the seller's listings (/manage/warehouseReceiptsonlist) and the statuses each shows. */
export const LISTING_TABS = ['listed', 'ended', 'all'] as const;
export type ListingTab = (typeof LISTING_TABS)[number];
export const LISTING_TAB_STATUSES: Record<ListingTab, readonly ListingStatus[]> = {
  listed: ['listed'],
  ended: ['soldOut', 'delisted', 'expired'],
  all: LISTING_STATUSES,
};

/** The longest a listing may stand: a price older than that is no offer a trader relies on. */
export const LISTING_MAX_DAYS = 90;
