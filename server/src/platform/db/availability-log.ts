import type { FastifyInstance } from 'fastify';

/**
 * Tells an outage of the database twice: in the process log when it starts (with the first error),
 * and when it ends, in the process log and the error log the operators read (how long, how many
 * requests were refused), since nothing could be written to the database while it lasted.
 */
export function logDatabaseAvailability(app: FastifyInstance) {
  const stop = app.ctx.database.availability.onChange((change) => {
    if (!change.reachable) {
      app.log.error({ err: change.error }, 'database unreachable: requests answer 503 until it is back');
      return;
    }
    const seconds = Math.round((change.since.getTime() - change.unreachableSince.getTime()) / 1000);
    const message = `database unreachable from ${change.unreachableSince.toISOString()} to ${change.since.toISOString()} (${seconds} s); ${change.refused} requests answered 503`;
    app.log.warn({ refused: change.refused, seconds }, 'database reachable again');
    app.ctx.logs.addError({
      method: null,
      url: null,
      message,
      stack: null,
      userId: null,
      ip: null,
      requestId: null,
      createdAt: change.since,
    });
  });
  app.addHook('onClose', async () => void stop());
}
