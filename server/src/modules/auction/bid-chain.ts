import { canonicalJson, sha256Hex } from '../../platform/security/hashing.ts';

/** The prevHash of an auction's first bid. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a bid's hash covers: the bid as accepted, and the hash of the bid before it. */
export interface ChainedBid {
  auctionId: number;
  seq: number;
  lineNo: number;
  companyId: number;
  price: string;
  quantity: string;
  /** The server's time of receipt, ISO 8601 (UTC, to the millisecond). */
  receivedAt: string;
  prevHash: string;
}

export const bidHash = (bid: ChainedBid) => sha256Hex(canonicalJson(bid));

/** Whether every bid's hash is its content's and names the one before (the log as read, in sequence). */
export function chainIntact(bids: readonly (ChainedBid & { hash: string })[]): boolean {
  let prev = GENESIS_HASH;
  for (const { hash, ...content } of bids) {
    if (content.prevHash !== prev || bidHash(content) !== hash) return false;
    prev = hash;
  }
  return true;
}
