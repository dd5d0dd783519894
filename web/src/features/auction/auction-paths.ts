import type { AuctionStatus, SignUpStatus } from '@hgsc/contracts';

/** An auction's page in the hall (bidders, visitors) and in the owner's management. */
export const auctionPath = (id: number) => `/bidDemand?id=${id}`;
export const ownerAuctionPath = (id: number) => `/manage/bidDemandCtnter?id=${id}`;

export const AUCTION_STATUS_COLOURS: Record<AuctionStatus, string> = {
  draft: 'default',
  pending: 'gold',
  published: 'blue',
  awarded: 'green',
  failed: 'volcano',
  cancelled: 'default',
};

export const SIGN_UP_STATUS_COLOURS: Record<SignUpStatus, string> = {
  applied: 'gold',
  approved: 'blue',
  qualified: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

/** A decimal as typed, without the zeros its storage adds (60.0000 → 60, 5.50 → 5.5). */
export const plainDecimal = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);
