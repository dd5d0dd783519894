import type { MessageKey } from '@hgsc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { AppError, invalidField } from '../../platform/http/app-error.ts';
import { sha256Hex } from '../../platform/security/hashing.ts';
import { idempotencyKeys } from './tables.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The request's Idempotency-Key header, if any (400 naming the header when malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) throw invalidField('Idempotency-Key', 'order.idempotencyKeyInvalid');
  return value;
}

// Every checkout claims a key and keeps its answer: two statements built once, prepared per connection.
const claimStatement = preparedStatement((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      endpoint: sql.placeholder('endpoint'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
    .prepare('idempotency_claim'),
);
const answerStatement = preparedStatement((db) =>
  db
    .update(idempotencyKeys)
    // The answer as JSON text: a bare placeholder takes the value as it is given.
    .set({ response: sql`${sql.placeholder('response')}::jsonb`, messageKey: sql`${sql.placeholder('messageKey')}` })
    .where(eq(idempotencyKeys.id, sql.placeholder('id')))
    .prepare('idempotency_answer'),
);

export interface Answer<T> {
  data: T;
  messageKey: MessageKey;
}

/**
 * DESIGN §4: runs `act` in a transaction once per (user, endpoint, key). The key row is inserted
 * first in the same transaction: a concurrent retry blocks on the unique index until the first
 * attempt ends, then finds its answer (committed) or acts afresh (the first rolled back). A key
 * reused with a different body → 409. Without a key `act` simply runs in a transaction.
 */
export async function once<T>(
  ctx: AppContext,
  scope: { userId: number; endpoint: string; key: string | undefined; body: unknown },
  act: (tx: Db) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  const { key } = scope;
  if (!key) return ctx.db.transaction(act);
  const requestHash = sha256Hex(JSON.stringify(scope.body ?? null));
  const where = and(
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.endpoint, scope.endpoint),
    eq(idempotencyKeys.key, key),
  );
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await claimStatement(tx).execute({ userId: scope.userId, endpoint: scope.endpoint, key, requestHash });
    if (!claimed) {
      const [first] = await tx.select().from(idempotencyKeys).where(where);
      if (!first || first.requestHash !== requestHash) throw new AppError('CONFLICT', 'order.idempotencyMismatch');
      return { data: first.response as T, messageKey: first.messageKey as MessageKey };
    }
    const answer = await act(tx);
    await answerStatement(tx).execute({ id: claimed.id, response: JSON.stringify(answer.data), messageKey: answer.messageKey });
    return answer;
  });
}
