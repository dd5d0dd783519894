import { AUCTION_JOB_HANDLERS, auctionRecurringJobs } from './modules/auction/index.ts';
import { CATALOGUE_JOB_HANDLERS, catalogueRecurringJobs } from './modules/catalogue/index.ts';
import { MARKET_PRICE_JOB_HANDLERS, marketPriceRecurringJobs } from './modules/market-price/index.ts';
import { ORDER_JOB_HANDLERS, orderRecurringJobs } from './modules/order/index.ts';
import { PRODUCT_JOB_HANDLERS, productRecurringJobs } from './modules/product/index.ts';
import { QUOTE_JOB_HANDLERS, quoteRecurringJobs } from './modules/quote/index.ts';
import { LISTING_JOB_HANDLERS, listingRecurringJobs } from './modules/receipt-listing/index.ts';
import type { AppContext } from './platform/context.ts';
import { startJobWorker } from './platform/jobs/queue.ts';
import { NOTIFY_JOB_HANDLERS } from './platform/notify/deliver.ts';

/** Every module's durable jobs, run by one worker per process (main.ts); answers its stop function. */
export function startJobs(ctx: AppContext, onError: (error: unknown) => void) {
  return startJobWorker(
    ctx,
    {
      ...ORDER_JOB_HANDLERS,
      ...PRODUCT_JOB_HANDLERS,
      ...LISTING_JOB_HANDLERS,
      ...QUOTE_JOB_HANDLERS,
      ...AUCTION_JOB_HANDLERS,
      ...NOTIFY_JOB_HANDLERS,
      ...MARKET_PRICE_JOB_HANDLERS,
      ...CATALOGUE_JOB_HANDLERS,
    },
    [
      ...orderRecurringJobs(ctx),
      ...productRecurringJobs(ctx),
      ...listingRecurringJobs(),
      ...quoteRecurringJobs(),
      ...auctionRecurringJobs(),
      ...marketPriceRecurringJobs(ctx),
      ...catalogueRecurringJobs(),
    ],
    ctx.config.JOBS_POLL_SECONDS,
    onError,
  );
}
