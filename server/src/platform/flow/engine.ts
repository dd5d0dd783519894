import { type Flow, type FlowTransition, type Language, type MessageKey, translate } from '@hgsc/contracts';
import type { Db } from '../db/client.ts';
import { notFound, wrongState } from '../http/app-error.ts';
import { type NodeOperation, recordNodeOperation } from './node-log.ts';

/** Who takes a step: a party of the entity (or the system), the person, the company they act for. */
export interface FlowActor<P extends string> {
  party: P;
  /** Null for the system. */
  userId: number | null;
  /** The company the person acts for; a party other than the system must be that side of the entity (else 404). */
  companyId: number | null;
  ip?: string | null;
}

export interface StepInput<A extends string, P extends string, Row> {
  id: number;
  action: A;
  actor: FlowActor<P>;
  /** Kept on the log's row (a reason, old and new prices, a waybill …). */
  detail?: Record<string, unknown>;
  /** Columns the step sets together with the state (a payment proof, a delivery number …). */
  changes?: Partial<Row>;
  /** Storage keys of the files the step attaches. */
  attachments?: string[];
  /** The language of a refusal's words. */
  lang?: Language;
}

/** A step as taken, for the entity's hooks. */
export interface StepTaken<S extends string | number, A extends string, P extends string, E, Row> {
  before: Row;
  after: Row;
  from: S;
  to: S;
  transition: FlowTransition<S, A, P, E>;
  actor: FlowActor<P>;
  detail: Record<string, unknown>;
  now: Date;
}

/**
 * How an entity takes part in a flow: where its row is and how it is written, which side a company is of it, and
 * what else a step does (the entity's own side effects, in the same transaction).
 */
export interface FlowBinding<S extends string | number, A extends string, P extends string, E, Row> {
  flow: Flow<S, A, P, E>;
  /** The entity's row, locked for the rest of the caller's transaction (SELECT … FOR UPDATE). */
  lock(tx: Db, id: number): Promise<Row | undefined>;
  /** The entity as its flow reads it. */
  view(row: Row): E;
  /** Which side the company is of the entity, if any; a company may be two sides (a factory holding its own receipt). */
  partyOf(row: Row, companyId: number): P | readonly P[] | undefined;
  /** The party that is not a company: steps it takes need no side. */
  system?: P;
  /** Parties that act for the platform, not a company (the operator): the route allowed them; they need no side. */
  platform?: readonly P[];
  /** Writes the state the step leads to and its columns; answers the row as written. */
  write(
    tx: Db,
    row: Row,
    step: { to: S; changes: Partial<Row>; action: A; party: P; detail: Record<string, unknown>; now: Date },
  ): Promise<Row>;
  /** The entity's own side effects of a step; what they answer joins the step's logged detail. */
  after?(tx: Db, step: StepTaken<S, A, P, E, Row>): Promise<Record<string, unknown> | undefined>;
  /** What the log records of a step besides the flow's facts (the answered request a cancellation closes …). */
  logged?(step: StepTaken<S, A, P, E, Row>): Record<string, unknown>;
  /** The refusals: the entity not found, and a state that does not allow the step (its words as `{status}`). */
  notFound: MessageKey;
  wrongState: MessageKey;
}

/**
 * Takes one step of a flow, in the caller's transaction: locks the entity's row, checks that the actor is a party
 * of it and that the flow allows the step now (404 for a stranger; 409 naming the current state, or the reason the
 * entity waits), writes the new state and the step's columns, runs the entity's own side effects and appends the
 * step to the node operation log. Answers the row as written.
 */
export async function takeStep<S extends string | number, A extends string, P extends string, E, Row>(
  tx: Db,
  binding: FlowBinding<S, A, P, E, Row>,
  input: StepInput<A, P, Row>,
): Promise<Row> {
  const row = await binding.lock(tx, input.id);
  if (!row) throw notFound(binding.notFound);
  const { actor } = input;
  if (
    !actsWithoutSide(binding, actor.party) &&
    (actor.companyId == null || !isSide(binding.partyOf(row, actor.companyId), actor.party))
  )
    throw notFound(binding.notFound);

  const entity = binding.view(row);
  const from = binding.flow.stateOf(entity);
  const check = binding.flow.check(entity, input.action, actor.party);
  if (!check.open) {
    if (check.reason !== 'state') throw wrongState(check.reason);
    throw wrongState(binding.wrongState, { status: translate(binding.flow.stateLabel(from), input.lang ?? 'zh') });
  }

  const now = new Date();
  const detail = input.detail ?? {};
  // A state the entity decides is read as the step leaves it: the payment that makes the amount whole moves it on.
  const decide = check.transition.to;
  const to = typeof decide === 'function' ? decide(binding.view({ ...row, ...input.changes })) : check.to;
  const after = await binding.write(tx, row, {
    to,
    changes: input.changes ?? {},
    action: input.action,
    party: actor.party,
    detail,
    now,
  });
  const taken: StepTaken<S, A, P, E, Row> = {
    before: row,
    after,
    from,
    to,
    transition: check.transition,
    actor,
    detail,
    now,
  };
  const effects = (await binding.after?.(tx, taken)) ?? {};
  await recordNodeOperation(tx, operationOf(binding, taken, { ...detail, ...binding.logged?.(taken), ...effects }, input));
  return after;
}

const isSide = <P extends string>(sides: P | readonly P[] | undefined, party: P) =>
  Array.isArray(sides) ? sides.includes(party) : sides === party;

/** The system and the platform's parties take steps without being a side of the entity. */
const actsWithoutSide = <P extends string>(binding: { system?: P; platform?: readonly P[] }, party: P) =>
  party === binding.system || (binding.platform?.includes(party) ?? false);

function operationOf<S extends string | number, A extends string, P extends string, E, Row>(
  binding: FlowBinding<S, A, P, E, Row>,
  step: StepTaken<S, A, P, E, Row>,
  detail: Record<string, unknown>,
  input: StepInput<A, P, Row>,
): NodeOperation {
  const withoutSide = actsWithoutSide(binding, step.actor.party);
  return {
    bizType: binding.flow.kind,
    bizId: input.id,
    node: binding.flow.stateLabel(step.to),
    action: input.action,
    actorRole: step.actor.party,
    actorUserId: step.actor.userId,
    companyId: withoutSide ? null : step.actor.companyId,
    fromState: String(step.from),
    toState: String(step.to),
    detail,
    attachments: input.attachments ?? [],
    ip: step.actor.ip ?? null,
  };
}
