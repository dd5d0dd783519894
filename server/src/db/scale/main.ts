import { loadConfig } from '../../config.ts';
import { closeContext, createContext } from '../../context-factory.ts';
import { applicationCountOf } from './company-plan.ts';
import { AlreadyScaledError, generateScaleData, SCALE_PASSWORD } from './generate.ts';
import { parseScaleArgs, ScaleUsageError } from './options.ts';
import { defaultReceipts, type ScaleMarketSizes, takeReceiptsArg } from './receipt-options.ts';
import { formatReport } from './report.ts';

/**
 * npm run scale-data -- [--products N] [--shops N] [--companies N] [--orders N] [--receipts N]
 *
 * Fills the database the server would use (DATABASE_URL, else PGlite in DATA_DIR, as config.ts
 * reads them) with the scale market, after migrating it and running the demo seed. Exit codes:
 * 0 done, 1 failed, 2 refused (bad arguments, or the database already holds scale data).
 */
async function main(): Promise<number> {
  const config = loadConfig(process.env, { LOG_LEVEL: 'silent' });
  const kind = config.DATABASE_URL ? 'pg' : 'pglite';
  let sizes: ScaleMarketSizes;
  try {
    const { receipts, rest } = takeReceiptsArg(process.argv.slice(2));
    const parsed = parseScaleArgs(rest, kind);
    sizes = { ...parsed, receipts: receipts ?? defaultReceipts(parsed.products) };
  } catch (error) {
    if (error instanceof ScaleUsageError) {
      console.error(
        `scale-data: ${error.message}\nusage: npm run scale-data -- [--products N] [--shops N] [--companies N] [--orders N] [--receipts N]`,
      );
      return 2;
    }
    throw error;
  }
  const where = config.DATABASE_URL ? new URL(config.DATABASE_URL).pathname.slice(1) : `${config.DATA_DIR} (PGlite)`;
  console.log(
    `[scale] database ${where}: ${sizes.products} products, ${sizes.shops} shops, ${sizes.companies} companies, ${sizes.orders} orders, ${sizes.receipts} listed receipts`,
  );
  const started = performance.now();
  const ctx = await createContext(config, { onLogFailure: () => {} });
  try {
    const result = await generateScaleData(ctx, sizes, (line) => console.log(line));
    console.log(`\n${formatReport(result.before, result.after, result.phases)}`);
    console.log(`\n  wall clock (with opening and migrating): ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(
      `  Scale accounts: scale_buyer_1 … scale_buyer_${sizes.companies} / ${SCALE_PASSWORD}` +
        ` (mobiles 16000000001 …; the first ${sizes.shops} companies own the shops,` +
        ` the next ${applicationCountOf(sizes)} have shop applications under review or rejected).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AlreadyScaledError) {
      console.error(`scale-data: ${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    await closeContext(ctx);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
