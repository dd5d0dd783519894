import type { Language, MarketPriceHistory } from '@hgsc/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { listMarketPrices, toMarketDay } from './price-lines.ts';
import { marketPrices } from './tables.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * GET /market/price/history: a commodity's days from `days` before the latest day on, oldest first, with its line of
 * the latest day; 404 when the latest day does not hold it.
 */
export async function marketPriceHistory(
  ctx: AppContext,
  input: { casNumber: string; days: number },
  lang: Language,
): Promise<MarketPriceHistory> {
  const [latest] = (await listMarketPrices(ctx, { current: 1, size: 10, casNumber: input.casNumber }, lang)).records;
  if (!latest) throw notFound('marketPrice.notFound');
  const from = new Date(new Date(`${latest.day}T00:00:00Z`).getTime() - input.days * DAY_MS).toISOString().slice(0, 10);
  const rows = await ctx.db
    .select()
    .from(marketPrices)
    .where(and(eq(marketPrices.casNumber, input.casNumber), gt(marketPrices.day, from)))
    .orderBy(asc(marketPrices.day));
  const last = rows.at(-1);
  return {
    casNumber: input.casNumber,
    name: latest.name,
    nameZh: last?.nameZh ?? latest.name,
    nameEn: last?.nameEn ?? latest.name,
    latest,
    days: rows.map(toMarketDay),
  };
}
