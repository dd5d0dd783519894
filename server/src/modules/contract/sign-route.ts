import type { Language, MessageKey, RouteDeclaration } from '@hgsc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Caller, callerOf } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { routeOptions } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { idempotencyKeyOf, keptAnswer, once } from '../../platform/idempotency/once.ts';
import type { ContractKind } from './kind.ts';
import { signWithCode } from './sign-contract.ts';
import type { ContractRow } from './tables.ts';

const requestFacts = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/**
 * A kind's signing call ({id, code}), registered by hand from its declaration: the signature's PDFs are drawn and
 * stored before the transaction that commits it and keeps its answer under the Idempotency-Key; a retry of a signature
 * made answers the first without a new code, and a retry racing the first answers the first's contract (its own
 * stamped PDFs serve nothing). `answer` is the call's answer, read in the committing transaction; `logged` writes the
 * usual log of the signature.
 */
export function registerSignRoute<T, Subject, Party extends string>(
  app: FastifyInstance,
  route: RouteDeclaration,
  kind: ContractKind<Subject, Party>,
  answer: (tx: Db, caller: Caller, signed: ContractRow, lang: Language, id: number) => Promise<T>,
  logged: (request: FastifyRequest, id: number, party: Party) => void,
) {
  app.route({
    ...routeOptions(route),
    handler: async (request) => {
      const { ctx } = app;
      const body = request.body as { id: number; code: string };
      const caller = callerOf(request);
      const lang = languageOf(request);
      const scope = { userId: caller.userId, endpoint: route.path, key: idempotencyKeyOf(request), body };
      const first = await keptAnswer<T>(ctx, scope);
      if (first) return ok(request, first.data, first.messageKey);
      const { result, party } = await signWithCode(
        ctx,
        kind,
        caller,
        body,
        requestFacts(request),
        lang,
        (commit) =>
          once(ctx, scope, async (tx) => ({
            data: await answer(tx, caller, await commit(tx), lang, body.id),
            messageKey: 'contract.signed' as MessageKey,
          })),
        (kept) => kept.replayed === true,
      );
      logged(request, body.id, party);
      return ok(request, result.data, result.messageKey);
    },
  });
}
