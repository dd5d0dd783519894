import {
  envelopeSchema,
  type Language,
  type MessageKey,
  type RouteAnswer,
  type RouteDeclaration,
  type RouteParsedInput,
  type UsualLogEvent,
} from '@hgsc/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CompanyAccess, currentCompany, currentUser } from '../auth/plugin.ts';
import type { UserRow } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import { sendDownload } from '../files/send-download.ts';
import { languageOf } from '../i18n/language.ts';
import { idempotencyKeyOf, once } from '../idempotency/once.ts';
import { exactAnswer } from './answer-serializer.ts';
import { ok } from './envelope.ts';
import { type KeepAnswer, sendKeptAnswer } from './kept-answer.ts';

/** What a handler gets: the request's context (for a command, `ctx.db` is its transaction), input and language. */
export interface EndpointCall<R extends RouteDeclaration> {
  ctx: AppContext;
  request: FastifyRequest;
  /** For what an answer carries besides its envelope (a session cookie). */
  reply: FastifyReply;
  input: RouteParsedInput<R>;
  lang: Language;
  /** The signed-in caller (read only where the route is not public). */
  readonly user: UserRow;
  /** The company the caller acts for (403 when none: read only where the route needs one). */
  readonly company: CompanyAccess;
  /** Writes a usual-log event once the call has succeeded (its transaction committed): for what the answer does not carry. */
  log(event: UsualLogEvent, detail?: Record<string, unknown>): void;
  /** Chooses the success message where it hangs on what the use case found (an application sent back under review). */
  say(message: MessageKey): void;
  /**
   * Runs `work` once the call has succeeded (its transaction committed), before the answer leaves: what a call that
   * rolled back must not do (an SMS sent, a cache forgotten).
   */
  afterCommit(work: () => void | Promise<void>): void;
}

export interface EndpointOptions<R extends RouteDeclaration> {
  /** The success message (`common.success` unless said), or the message for this answer. */
  message?: MessageKey | ((answer: RouteAnswer<R>, call: EndpointCall<R>) => MessageKey);
  /** The usual-log event a success writes, with what it records of the call. */
  log?: {
    /** The event, or the event of this answer (a save that created or updated). */
    event: UsualLogEvent | ((answer: RouteAnswer<R>, call: EndpointCall<R>) => UsualLogEvent);
    detail?: (answer: RouteAnswer<R>, call: EndpointCall<R>) => Record<string, unknown>;
  };
  /** A success changes what the public catalogue shows: this process forgets its kept catalogue answers. */
  changesCatalogue?: boolean;
  /** A success changes what the receipt market shows: this process forgets its kept market pages, and only them. */
  changesMarket?: boolean;
  /** The handler builds its answer exactly as the answer's schema says (answer-serializer.ts exactAnswer). */
  exactAnswer?: boolean;
}

export interface QueryOptions<R extends RouteDeclaration> extends EndpointOptions<R> {
  /**
   * A public answer every visitor asks for alike (a catalogue page) is kept where and as long as this says for the
   * call (kept-answer.ts): a kept answer is sent as the text it was, without calling the handler, so what the
   * handler does besides answering (its log, its work after success) is done by the calls that made the answer;
   * what every call must do goes in `answered`.
   */
  keep?: (call: EndpointCall<R>) => KeepAnswer;
}

export interface CommandOptions<R extends RouteDeclaration> extends EndpointOptions<R> {
  /**
   * The use case opens its transactions itself, each around its writes: it does work outside the database between
   * them (a password hashed, an SMS sent after commit, a PDF signed, with compensation where a later step fails), a
   * refusal must keep what it wrote (a captcha used up by a wrong answer), or its everyday write is one statement
   * that needs no transaction (an add to cart). Such a route cannot be idempotent through the endpoint.
   */
  ownTransactions?: true;
}

type Handler<R extends RouteDeclaration> = (call: EndpointCall<R>) => Promise<RouteAnswer<R>>;

/** What a call leaves for after its success: the work to run and the message chosen; shared by a command's copy. */
interface CallOutcome {
  afterwards: (() => void | Promise<void>)[];
  message?: MessageKey;
}

/**
 * The call a handler gets. A class, its getters on the prototype: an object literal's own getters, or an object made
 * the prototype of another, give each call a hidden class of its own, which V8 keeps in the old generation, where it
 * held every request's objects until the next full collection (scavenges four times slower, a quarter of /health's
 * throughput lost). The methods are fields (arrow functions), since handlers destructure them.
 */
class Call<R extends RouteDeclaration> implements EndpointCall<R> {
  constructor(
    private readonly app: FastifyInstance,
    readonly ctx: AppContext,
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
    readonly input: RouteParsedInput<R>,
    readonly lang: Language,
    readonly outcome: CallOutcome,
  ) {}

  get user(): UserRow {
    return currentUser(this.request);
  }

  get company(): CompanyAccess {
    return currentCompany(this.request);
  }

  log = (event: UsualLogEvent, detail?: Record<string, unknown>) => {
    this.outcome.afterwards.push(() => this.app.logEvent(this.request, event, detail));
  };

  afterCommit = (work: () => void | Promise<void>) => {
    this.outcome.afterwards.push(work);
  };

  say = (message: MessageKey) => {
    this.outcome.message = message;
  };

  /** The same call with its context's database the transaction `tx` (what it leaves after success shared). */
  inTransaction(tx: AppContext['db']): Call<R> {
    return new Call(this.app, { ...this.ctx, db: tx }, this.request, this.reply, this.input, this.lang, this.outcome);
  }
}

/** The call a handler gets, and what to do once it has succeeded. */
function callOf<R extends RouteDeclaration>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: RouteParsedInput<R>,
): { call: Call<R>; succeeded: () => Promise<void> } {
  const call = new Call<R>(app, app.ctx, request, reply, input, languageOf(request), { afterwards: [] });
  return {
    call,
    succeeded: async () => {
      for (const work of call.outcome.afterwards) await work();
    },
  };
}

/**
 * Fastify's options of a declared route: its access rule as config, its schemas for validation and the document. A
 * route whose handler cannot be a query, command or download registers with them by hand (the contract signature:
 * its PDFs drawn outside the transaction that keeps its idempotent answer).
 */
export function routeOptions(
  route: RouteDeclaration,
  options: Pick<EndpointOptions<RouteDeclaration>, 'changesCatalogue' | 'changesMarket' | 'exactAnswer'> = {},
) {
  const config = {
    ...(route.auth ? { auth: route.auth } : {}),
    ...(route.permission ? { permission: route.permission } : {}),
    ...(route.approvedCompany ? { approvedCompany: true } : {}),
    ...(options.changesCatalogue ? { changesCatalogue: true } : {}),
    ...(options.changesMarket ? { changesMarket: true } : {}),
  };
  const inputSchema = route.input ? { [route.method === 'GET' ? 'querystring' : 'body']: route.input } : {};
  const envelope = () => (options.exactAnswer ? exactAnswer(envelopeSchema(route.answer)) : envelopeSchema(route.answer));
  const answerSchema = route.produces ? { produces: [...route.produces] } : { response: { 200: envelope() } };
  return {
    method: route.method,
    url: route.path,
    config,
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...inputSchema,
      ...(route.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...answerSchema,
    },
  };
}

const inputOf = <R extends RouteDeclaration>(route: R, request: FastifyRequest) =>
  (route.method === 'GET' ? request.query : request.body) as RouteParsedInput<R>;

function register<R extends RouteDeclaration>(
  app: FastifyInstance,
  route: R,
  options: QueryOptions<R>,
  answer: (call: Call<R>) => Promise<{ data: RouteAnswer<R>; messageKey: MessageKey }>,
) {
  app.route({
    ...routeOptions(route, options),
    handler: async (request, reply) => {
      const { call, succeeded } = callOf<R>(app, request, reply, inputOf(route, request));
      const envelope = async () => {
        const { data, messageKey } = await answer(call);
        await succeeded();
        const { log } = options;
        if (log)
          app.logEvent(request, typeof log.event === 'function' ? log.event(data, call) : log.event, log.detail?.(data, call));
        return ok(request, data, messageKey);
      };
      return options.keep ? sendKeptAnswer(request, reply, options.keep(call), envelope) : envelope();
    },
  });
}

const messageOf = <R extends RouteDeclaration>(options: EndpointOptions<R>, data: RouteAnswer<R>, call: Call<R>) =>
  call.outcome.message ??
  (typeof options.message === 'function' ? options.message(data, call) : (options.message ?? 'common.success'));

/** A call that reads: its handler runs on the pool, in no transaction of the endpoint's; its answer may be kept (`keep`). */
export function query<R extends RouteDeclaration>(
  app: FastifyInstance,
  route: R,
  handler: Handler<R>,
  options: QueryOptions<R> = {},
): void {
  register(app, route, options, async (call) => {
    const data = await handler(call);
    return { data, messageKey: messageOf(options, data, call) };
  });
}

/**
 * A call that changes something. The endpoint opens the one transaction its use case runs in (`ctx.db` of the
 * call), so what the use case writes commits or rolls back together; an idempotent route keeps its answer under
 * the caller's `Idempotency-Key` in that same transaction, and a retry answers the first answer.
 */
export function command<R extends RouteDeclaration>(
  app: FastifyInstance,
  route: R,
  handler: Handler<R>,
  options: CommandOptions<R> = {},
): void {
  if (options.ownTransactions) {
    if (route.idempotent) throw new Error(`${route.path}: a route whose use case opens its own transactions is not idempotent`);
    query(app, route, handler, options);
    return;
  }
  register(app, route, options, async (call) => {
    const userId = call.request.auth?.user.id;
    const key = route.idempotent && userId !== undefined ? idempotencyKeyOf(call.request) : undefined;
    const scope = { userId: userId ?? 0, endpoint: route.path, key, body: call.input };
    return once<RouteAnswer<R>>(app.ctx, scope, async (tx) => {
      // The call as the handler sees it: its context's database is the transaction.
      const data = await handler(call.inTransaction(tx));
      return { data, messageKey: messageOf(options, data, call) };
    });
  });
}

/** A file a call answers: its bytes, type and name; shown in the browser (`inline`) or saved (the default). */
export interface FileAnswer {
  bytes: Buffer;
  mime: string;
  fileName: string;
  /** The name for clients that read only the plain `filename` (ASCII). */
  asciiName?: string;
  inline?: boolean;
}

/** A call answering a file instead of an envelope (a contract PDF, an attachment): read on the pool, never cached. */
export function download<R extends RouteDeclaration>(
  app: FastifyInstance,
  route: R,
  handler: (call: EndpointCall<R>) => Promise<FileAnswer>,
  options: { log?: { event: UsualLogEvent; detail?: (call: EndpointCall<R>) => Record<string, unknown> } } = {},
): void {
  app.route({
    ...routeOptions(route),
    handler: async (request, reply) => {
      const { call, succeeded } = callOf<R>(app, request, reply, inputOf(route, request));
      const file = await handler(call);
      await succeeded();
      if (options.log) app.logEvent(request, options.log.event, options.log.detail?.(call));
      return sendDownload(reply, file);
    },
  });
}
