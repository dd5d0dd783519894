import { nextChinaMidnight } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { RecurringJob } from '../../platform/jobs/queue.ts';
import { computeMarketPricesJob, MARKET_PRICES_JOB } from './compute-prices.ts';

/** The market-price module's durable job (jobs.ts starts the worker; tests run `runDueJobs` themselves). */
export const MARKET_PRICE_JOB_HANDLERS = { [MARKET_PRICES_JOB]: computeMarketPricesJob };

/** A minute before China's midnight: the day's close counts its last hour too. */
const beforeMidnight = (now: Date) => {
  const close = new Date(nextChinaMidnight(now).getTime() - 60_000);
  return close > now ? close : new Date(nextChinaMidnight(new Date(now.getTime() + 120_000)).getTime() - 60_000);
};

export const marketPriceRecurringJobs = (ctx: AppContext): RecurringJob[] => [
  { kind: MARKET_PRICES_JOB, everySeconds: ctx.config.MARKET_PRICE_SECONDS, runBy: beforeMidnight },
];
