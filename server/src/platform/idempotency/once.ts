import type { MessageKey } from '@hgsc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { AppError, invalidField } from '../http/app-error.ts';
import { sha256Hex } from '../security/hashing.ts';
import { idempotencyKeys } from './tables.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The request's Idempotency-Key header, if any (400 naming the header when malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw invalidField('Idempotency-Key', 'common.idempotencyKeyInvalid');
  return value;
}

/** The answer is kept with its key in the action's own transaction: one statement, built once, prepared per connection. */
const keepStatement = preparedStatement((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      endpoint: sql.placeholder('endpoint'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      // The answer as JSON text: a bare placeholder takes the value as it is given.
      response: sql`${sql.placeholder('response')}::jsonb`,
      messageKey: sql`${sql.placeholder('messageKey')}`,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
    .prepare('idempotency_keep'),
);

export interface Answer<T> {
  data: T;
  messageKey: MessageKey;
  /** The answer kept from an earlier call with the key, not this call's own (what this call prepared is not used). */
  replayed?: true;
}

export interface IdempotencyScope {
  userId: number;
  endpoint: string;
  key: string | undefined;
  body: unknown;
}

const requestHashOf = (body: unknown) => sha256Hex(JSON.stringify(body ?? null));

/** Thrown inside the transaction of an attempt whose key was answered meanwhile: undoes what the attempt did. */
class AnsweredMeanwhile extends Error {}

/**
 * The answer kept for the scope's key, if a call with it succeeded before; 409 when that call had another body.
 */
export async function keptAnswer<T>(ctx: AppContext, scope: IdempotencyScope): Promise<Answer<T> | undefined> {
  if (!scope.key) return undefined;
  const [first] = await ctx.db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, scope.userId),
        eq(idempotencyKeys.endpoint, scope.endpoint),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
  if (!first) return undefined;
  if (first.requestHash !== requestHashOf(scope.body)) throw new AppError('CONFLICT', 'common.idempotencyMismatch');
  return { data: first.response as T, messageKey: first.messageKey as MessageKey, replayed: true };
}

/**
 * DESIGN §4: `act` takes effect once per (user, endpoint, key), in a transaction that also keeps its answer under
 * the key. The key is written last, after the action: a retry racing the first attempt meets the first's row locks
 * as it acts and waits for them, and its own key row waits on the unique index until the first attempt ends. Then,
 * the first committed, the retry's work is rolled back and it answers the first answer; the first rolled back, the
 * retry stands. A retry that fails (its cart lines taken, the order moved on by the first attempt) answers the first
 * answer too, when there is one. A key reused with a different body → 409. Without a key `act` simply runs in a
 * transaction. One statement per keyed call that succeeds (a key claimed first and answered last took two); a
 * failure adds the look-up. What a rolled-back retry took from a sequence stays taken: a buy-now retried after its
 * success leaves a gap in the order numbers, as any rolled-back checkout does.
 */
export async function once<T>(ctx: AppContext, scope: IdempotencyScope, act: (tx: Db) => Promise<Answer<T>>): Promise<Answer<T>> {
  const { key } = scope;
  if (!key) return ctx.db.transaction(act);
  try {
    return await ctx.db.transaction(async (tx) => {
      const answer = await act(tx);
      const [kept] = await keepStatement(tx).execute({
        userId: scope.userId,
        endpoint: scope.endpoint,
        key,
        requestHash: requestHashOf(scope.body),
        response: JSON.stringify(answer.data),
        messageKey: answer.messageKey,
      });
      if (!kept) throw new AnsweredMeanwhile();
      return answer;
    });
  } catch (error) {
    const first = await keptAnswer<T>(ctx, scope);
    if (first) return first;
    throw error;
  }
}
