/** SQLSTATEs of a connection that ended or could not be made (classes 08 and 57P), not of a statement that failed. */
const LOST_SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
/** Socket errors of a server that is down, restarting or unreachable. */
const LOST_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres says these in words, without a code. */
const LOST_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|Connection ended|server closed the connection/i;

/**
 * Whether an error means the database could not be reached (a restart, a stop, a cut connection),
 * looking through the ORM's wrapper and Node's "Unhandled 'error' event" wrapper: such a request
 * fails with 503, and nothing of it is a bug to log.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown; context?: unknown };
    if (typeof candidate.code === 'string' && (LOST_SQLSTATES.has(candidate.code) || LOST_SOCKET_CODES.has(candidate.code))) {
      return true;
    }
    if (typeof candidate.message === 'string' && LOST_MESSAGES.test(candidate.message)) return true;
    e = candidate.cause ?? candidate.context;
  }
  return false;
}

export type AvailabilityChange =
  | { reachable: false; since: Date; error: unknown }
  | { reachable: true; since: Date; unreachableSince: Date; refused: number };

/**
 * Whether the database answers, as the requests and the pool see it. An outage is told once, when
 * it starts, and once when it ends (with how long it took and how many requests it refused),
 * instead of a stack trace per failed request.
 */
export class DatabaseAvailability {
  private down: { since: Date; refused: number } | undefined;
  private listeners = new Set<(change: AvailabilityChange) => void>();

  get reachable(): boolean {
    return !this.down;
  }

  onChange(listener: (change: AvailabilityChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A connection was lost or could not be made; `refused` counts a request answered 503 for it. */
  lost(error: unknown, refused = false) {
    if (this.down) {
      if (refused) this.down.refused += 1;
      return;
    }
    this.down = { since: new Date(), refused: refused ? 1 : 0 };
    this.tell({ reachable: false, since: this.down.since, error });
  }

  /** A new connection was made, or a statement answered. */
  regained() {
    const down = this.down;
    if (!down) return;
    this.down = undefined;
    this.tell({ reachable: true, since: new Date(), unreachableSince: down.since, refused: down.refused });
  }

  private tell(change: AvailabilityChange) {
    for (const listener of this.listeners) listener(change);
  }
}
