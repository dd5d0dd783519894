import { type AuctionBidEvent, auctionRoutes } from '@hgsc/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/http/app-error.ts';
import { routeOptions } from '../../platform/http/endpoint.ts';
import type { LiveEvent } from '../../platform/live/hub.ts';
import { type AuctionViewer, mayRead } from './auction-view.ts';
import { othersShown } from './bid-view.ts';
import { auctionTopic, type PublishedBid } from './live.ts';
import { auctionBids, auctions } from './tables.ts';

const KEEP_ALIVE_MS = 15_000;
const REPLAY_MAX = 1_000;

/** The sequence a reconnecting browser last saw (EventSource sends it as Last-Event-ID). */
function resumeAfter(header: string | string[] | undefined, after: number | undefined, current: number): number {
  const sent = Number(Array.isArray(header) ? header[0] : header);
  if (Number.isInteger(sent) && sent >= 0) return sent;
  return after ?? current;
}

/**
 * GET /auctionTrust/events: the live board as server-sent events. The stream follows the auction on this process's
 * live hub before it reads what the reader missed (the bids after the sequence it last saw), so no bid falls between
 * the two; a bid heard twice is sent once. Each bid is shaped for the reader: its price only where the rules let it
 * see others' prices, and whether it is its own. A hub that lost its connection says `resync` and the page reads the
 * board again.
 */
export function registerAuctionEvents(app: FastifyInstance, viewerOf: (request: FastifyRequest) => AuctionViewer) {
  const route = auctionRoutes.events;
  app.route({
    ...routeOptions(route),
    handler: async (request, reply) => {
      const input = request.query as { id: number; after?: number };
      const viewer = viewerOf(request);
      const [auction] = await app.ctx.db.select().from(auctions).where(eq(auctions.id, input.id));
      if (!auction || !mayRead(auction, viewer)) throw notFound('auction.notFound');
      const pricesShown = othersShown(auction, viewer);
      let last = resumeAfter(request.headers['last-event-id'], input.after, auction.lastSeq);

      const raw = reply.raw;
      const send = (id: number, event: string, data: object) =>
        raw.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const bidEvent = (bid: PublishedBid): AuctionBidEvent => ({
        seq: bid.seq,
        lineNo: bid.lineNo,
        price: pricesShown || bid.companyId === viewer.companyId ? bid.price : null,
        mine: bid.companyId === viewer.companyId,
        closeAt: bid.closeAt,
        extensions: bid.extensions,
        receivedAt: bid.receivedAt,
      });
      const deliver = (event: LiveEvent) => {
        if (event.event === 'bid') {
          if (event.id <= last) return;
          last = event.id;
          send(event.id, 'bid', bidEvent(event.data as unknown as PublishedBid));
        } else send(last, event.event, event.data);
      };

      const waiting: LiveEvent[] = [];
      let replaying = true;
      const unsubscribe = await app.ctx.live.subscribe(auctionTopic(auction.id), (heard) => {
        if (heard.kind === 'resync') send(last, 'resync', {});
        else if (replaying) waiting.push(heard.event);
        else deliver(heard.event);
      });
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n\n');
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      keepAlive.unref();
      request.raw.on('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
      });

      try {
        const missed = await app.ctx.db
          .select()
          .from(auctionBids)
          .where(and(eq(auctionBids.auctionId, auction.id), gt(auctionBids.seq, last)))
          .orderBy(asc(auctionBids.seq))
          .limit(REPLAY_MAX);
        const [now] = await app.ctx.db.select().from(auctions).where(eq(auctions.id, auction.id));
        for (const bid of missed)
          deliver({
            topic: auctionTopic(auction.id),
            id: bid.seq,
            event: 'bid',
            data: {
              seq: bid.seq,
              lineNo: bid.lineNo,
              companyId: bid.companyId,
              price: bid.price,
              // The close a replayed bid moved it to is history: the close now is the one that holds.
              closeAt: (now ?? auction).closeAt.toISOString(),
              extensions: (now ?? auction).extensions,
              receivedAt: bid.receivedAt.toISOString(),
            },
          });
        if (missed.length === REPLAY_MAX) send(last, 'resync', {});
        if (now && now.status !== 'published' && now.status !== 'draft' && now.status !== 'pending')
          send(last, 'closed', { status: now.status });
      } catch {
        send(last, 'resync', {});
      }
      replaying = false;
      for (const event of waiting.splice(0)) deliver(event);
    },
  });
}
