import type { Language, OrderView } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { applyOrderAction, type OrderActionInput } from './apply-action.ts';
import type { OrderCaller, TradeParty } from './order-access.ts';
import { orderView, viewerOf } from './order-view.ts';
import type { OrderRow } from './tables.ts';

export type CallerAction = Omit<OrderActionInput, 'actorUserId' | 'companyId' | 'party' | 'lang'> & { party: TradeParty };

/** applyOrderAction for a caller of a buyer or seller route, in the given transaction. */
export const applyForCaller = (tx: Db, caller: OrderCaller, input: CallerAction, lang: Language): Promise<OrderRow> =>
  applyOrderAction(tx, { ...input, actorUserId: caller.userId, companyId: caller.company.companyId, lang });

/** One action in its own transaction, answered as the caller's view of the order. */
export async function actOnOrder(ctx: AppContext, caller: OrderCaller, input: CallerAction, lang: Language): Promise<OrderView> {
  const row = await ctx.db.transaction((tx) => applyForCaller(tx, caller, input, lang));
  return orderView(ctx.db, row, viewerOf(caller, lang));
}
