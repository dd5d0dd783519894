import type { Db } from '../../platform/db/client.ts';
import { publishLive } from '../../platform/live/hub.ts';

/** An auction's topic on the live hub. */
export const auctionTopic = (auctionId: number) => `auction:${auctionId}`;

/** What the hub carries of a bid: the stream shapes it for each reader (price and whose it is). */
export interface PublishedBid {
  seq: number;
  lineNo: number;
  companyId: number;
  price: string;
  closeAt: string;
  extensions: number;
  receivedAt: string;
}

/** Tells every process's followers of the auction that a bid was accepted (heard when its transaction commits). */
export const publishBid = (tx: Db, auctionId: number, bid: PublishedBid) =>
  publishLive(tx, { topic: auctionTopic(auctionId), id: bid.seq, event: 'bid', data: { ...bid } });

/** Tells them the auction closed (awarded, failed) or was cancelled: the board is final. */
export const publishClosed = (tx: Db, auctionId: number, lastSeq: number, status: string) =>
  publishLive(tx, { topic: auctionTopic(auctionId), id: lastSeq, event: 'closed', data: { status } });
