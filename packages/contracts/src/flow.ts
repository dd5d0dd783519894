import type { MessageKey } from './i18n/index.ts';
import type { PermissionCode } from './permissions.ts';

/** One step a flow allows: from these states, this action by this party leads there. */
export interface FlowTransition<S extends string | number, A extends string, P extends string, E> {
  from: readonly S[];
  action: A;
  by: P;
  /**
   * Where it leads: a state, `same` (a change that keeps the state), or a state the entity decides — read as the step
   * leaves it (the payment the step records counted), where the engine takes the step.
   */
  to: S | 'same' | ((entity: E) => S);
  /** The step exists only for entities this holds for (an order on credit ships before it is paid). */
  when?: (entity: E) => boolean;
  /** The sub-account permission the acting person needs (the main account holds all). */
  permission?: PermissionCode;
}

/**
 * A state machine as data, shared by the server (which enforces it in one place: `server/src/platform/flow`) and
 * the web (which shows a party exactly the actions it allows). `E` is what the flow reads of an entity: its state,
 * and whatever its guard needs.
 */
export interface FlowDefinition<S extends string | number, A extends string, P extends string, E> {
  /** The entity kind, as the node operation log names it (`biz_type`). */
  kind: string;
  actions: readonly A[];
  transitions: readonly FlowTransition<S, A, P, E>[];
  /** States nothing leaves. */
  final: readonly S[];
  stateOf: (entity: E) => S;
  /** The words of a state (the 409 names the current one). */
  stateLabel: (state: S) => MessageKey;
  /**
   * Whether a step the table allows is open for this entity now: true, false (refused as the state's), or the
   * message of the reason it waits (a cancellation request waiting for its answer).
   */
  guard?: (transition: FlowTransition<S, A, P, E>, entity: E) => boolean | MessageKey;
}

export type FlowCheck<S extends string | number, A extends string, P extends string, E> =
  | { open: true; transition: FlowTransition<S, A, P, E>; to: S }
  | { open: false; reason: MessageKey | 'state' };

export interface Flow<S extends string | number, A extends string, P extends string, E> extends FlowDefinition<S, A, P, E> {
  /** The step for this action by this party from this state (for this entity, when given), whatever the guard says. */
  find(state: S, action: A, by: P, entity?: E): FlowTransition<S, A, P, E> | undefined;
  /** Whether this party may take this action on this entity now, and where it leads. */
  check(entity: E, action: A, by: P): FlowCheck<S, A, P, E>;
  /** The actions this party may take on this entity now (the web's buttons), each once. */
  allowed(entity: E, by: P): A[];
}

export function defineFlow<S extends string | number, A extends string, P extends string, E>(
  definition: FlowDefinition<S, A, P, E>,
): Flow<S, A, P, E> {
  const find = (state: S, action: A, by: P, entity?: E) =>
    definition.transitions.find(
      (t) => t.action === action && t.by === by && t.from.includes(state) && (!entity || !t.when || t.when(entity)),
    );
  const check = (entity: E, action: A, by: P): FlowCheck<S, A, P, E> => {
    const from = definition.stateOf(entity);
    const transition = find(from, action, by, entity);
    if (!transition) return { open: false, reason: 'state' };
    const guarded = definition.guard ? definition.guard(transition, entity) : true;
    if (guarded !== true) return { open: false, reason: guarded === false ? 'state' : guarded };
    const to = transition.to === 'same' ? from : typeof transition.to === 'function' ? transition.to(entity) : transition.to;
    return { open: true, transition, to };
  };
  return {
    ...definition,
    find,
    check,
    allowed: (entity, by) => definition.actions.filter((action) => check(entity, action, by).open),
  };
}
