import pg from 'pg';

/** pg's own queue of a client, read to see whether a statement already runs on it. */
type QueuedClient = pg.Client & { _activeQuery?: unknown; _queryQueue: unknown[]; pipeline?: boolean };

const overlaps: string[] = [];
let watching = false;

/**
 * Records every statement sent on a PostgreSQL connection while another still runs on it — reads of one transaction
 * put in Promise.all. pg 8 queues them and warns once a process; pg 9 refuses them. Reads in a transaction go one after
 * another (platform/db/read-together.ts).
 */
export function watchOverlappingQueries() {
  if (watching) return;
  watching = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: QueuedClient, ...args: unknown[]) {
    if ((this._activeQuery || this._queryQueue.length > 0) && !this.pipeline) {
      const [config] = args;
      const text = typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '?');
      overlaps.push(text.slice(0, 200));
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** Throws naming the statements sent over a running one since the last call. */
export function refuseOverlappingQueries() {
  if (overlaps.length === 0) return;
  const found = overlaps.splice(0);
  throw new Error(
    `${found.length} statement(s) sent on a connection while another ran on it (read in turn in a transaction: platform/db/read-together.ts):\n${found.join('\n')}`,
  );
}
