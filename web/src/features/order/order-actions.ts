import { ORDER_EDITS, type OrderAction, type OrderEdit, orderStatusIn } from '@hgsc/contracts';

/**
 * The buttons a party may see, in the order they stand on the page. Each comes only when the
 * server's allowedActions names it (order-flow.ts); download is offered once a contract exists.
 */
export const ACTION_BUTTONS = [
  'updatePrice',
  'generateContract',
  'sign',
  'cancelContract',
  'pay',
  'confirmMoney',
  'refund',
  'deliver',
  'shipPart',
  'receive',
  'requestCancel',
  'confirmCancel',
  'refuseCancel',
] as const satisfies readonly OrderAction[];
export type ActionButton = (typeof ACTION_BUTTONS)[number] | 'downloadContract';

export function buttonsFor(order: { status: number; allowedActions: readonly string[] }): ActionButton[] {
  const allowed = new Set(order.allowedActions);
  const buttons: ActionButton[] = ACTION_BUTTONS.filter((action) => allowed.has(action));
  if (orderStatusIn('hasContract', order.status)) buttons.push('downloadContract');
  return buttons;
}

/**
 * 查看合同: once there is a contract, and for the seller while it is to be drawn (it chooses the template there). The
 * buyer has nothing to see before; an order that ended before any contract has none to show.
 */
export const mayViewContract = (order: { status: number; contract: unknown; party: string }): boolean =>
  order.contract !== null || (order.party === 'seller' && orderStatusIn('contractStage', order.status));

/** One key per checkout visit: 8–128 letters, digits, - or _. */
export function newIdempotencyKey(): string {
  return `pay-${crypto.randomUUID()}`;
}

/** `?ids=1,2,3` → [1, 2, 3]; anything not a positive integer is dropped. */
export function parseIds(value: string | null): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * Whether the caller's side may make an edit that is not a status change (invoice, witness, a
 * corrected delivery number) now: the same ORDER_EDITS rule the server enforces (party and status).
 */
export function mayEdit(edit: OrderEdit, order: { party: string; status: number }): boolean {
  const rule = ORDER_EDITS[edit];
  return (rule.by as readonly string[]).includes(order.party) && (rule.statuses as readonly number[]).includes(order.status);
}
