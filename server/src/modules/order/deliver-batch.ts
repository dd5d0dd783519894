import { type Language, type OrderDeliverBody, translate } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { deliverOrder } from './deliver.ts';
import type { OrderCaller } from './order-access.ts';

/**
 * POST /order/delivers: ships several orders, each in its own transaction and checked on its own
 * (another company's → not found, wrong status → the 409 message); answers each order's outcome.
 */
export async function deliverBatch(ctx: AppContext, caller: OrderCaller, batch: OrderDeliverBody[], lang: Language) {
  const results: { id: number; ok: boolean; msg: string }[] = [];
  for (const one of batch) {
    try {
      await ctx.db.transaction((tx) => deliverOrder(tx, caller, one, lang));
      results.push({ id: one.id, ok: true, msg: translate('order.delivered', lang) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id: one.id, ok: false, msg: translate(error.messageKey, lang, error.params) });
    }
  }
  return { results };
}
