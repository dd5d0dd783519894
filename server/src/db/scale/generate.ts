import { eq, max, sql } from 'drizzle-orm';
import { readCurrentVersions } from '../../modules/agreement/index.ts';
import { shopAgreementVersions, shops } from '../../modules/shop/index.ts';
import { users } from '../../modules/user/index.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { seedChemicalDictionary } from '../seed/chemical-dictionary.ts';
import { seedDemo } from '../seed/index.ts';
import { seedSteps } from '../seed/tables.ts';
import { insertCompanies } from './companies.ts';
import { applicationCountOf, planCompanies } from './company-plan.ts';
import { insertContracts } from './contracts.ts';
import { EXTRA_CHEMICALS } from './extra-chemicals.ts';
import { checkSizes } from './options.ts';
import { insertOrders } from './orders.ts';
import { insertProducts } from './products.ts';
import type { ScaleMarketSizes } from './receipt-options.ts';
import { insertReceipts } from './receipts.ts';
import { countRows, type PhaseTiming, type RowCounts, SCALE_TABLES } from './report.ts';
import { storeScaleFiles } from './shared-files.ts';

/** Every scale account's password (one argon2 hash, computed once, for all of them). */
export const SCALE_PASSWORD = 'Scale2026';
/** The seed_steps row that marks a database as holding scale data. */
export const SCALE_STEP = 'scale';
/** Serialises two generators started on one database. */
const SCALE_LOCK = 0x7363616c; // 'scal'

export class AlreadyScaledError extends Error {
  constructor() {
    super('this database already holds scale data (seed_steps has "scale"); use a fresh database');
  }
}

export interface ScaleResult {
  before: RowCounts;
  after: RowCounts;
  phases: PhaseTiming[];
}

const isScaled = async (db: Db) => (await db.select().from(seedSteps).where(eq(seedSteps.name, SCALE_STEP))).length > 0;

/**
 * Fills the database with the scale market the benchmarks measure (options.ts): the demo seed first (accounts,
 * category tree), then `sizes` of companies with their main accounts, shops with licences,
 * products, orders with lines and timelines, contracts, and (with `sizes.receipts`) the receipt market's warehouses,
 * receipts and listings (receipts.ts) — all in one transaction, so a failed
 * run leaves nothing and a finished one is marked (seed_steps "scale") in the same commit; a
 * second run refuses with AlreadyScaledError. VACUUM (ANALYZE) follows: the planner knows the new sizes, the
 * visibility map lets index-only scans (the catalogue's counts) skip the heap, and the shop rows the product
 * load's counter triggers rewrote are reclaimed — autovacuum would do it later where it runs (this machine's
 * PostgreSQL has it off).
 * `log` gets a line per phase.
 */
export async function generateScaleData(
  ctx: AppContext,
  sizes: ScaleMarketSizes,
  log: (line: string) => void,
): Promise<ScaleResult> {
  checkSizes(sizes);
  const phases: PhaseTiming[] = [];
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    log(`[scale] ${phase} …`);
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    phases.push({ phase, seconds });
    log(`[scale] ${phase} done in ${seconds.toFixed(1)} s`);
    return result;
  };

  await timed('demo seed', () => seedDemo(ctx));
  // The million offers name the extra chemicals too: the search reads their synonyms as it reads the demo's.
  await timed('chemical dictionary', () => seedChemicalDictionary(ctx, EXTRA_CHEMICALS));
  if (await isScaled(ctx.db)) throw new AlreadyScaledError();
  const before = await countRows(ctx.db);
  const now = new Date();

  const prepared = await timed('plan', async () => {
    const [operator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'operator')).limit(1);
    const [shopAgreement] = await ctx.db.select({ version: max(shopAgreementVersions.version) }).from(shopAgreementVersions);
    const liveShopNames = await ctx.db.select({ name: shops.name }).from(shops);
    return {
      operatorId: operator?.id ?? null,
      shopAgreementVersion: shopAgreement?.version ?? null,
      agreements: await readCurrentVersions(ctx.db),
      passwordHash: await hashPassword(SCALE_PASSWORD),
      plan: planCompanies(sizes, now, new Set(liveShopNames.map((s) => s.name))),
    };
  });

  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SCALE_LOCK})`);
    if (await isScaled(tx)) throw new AlreadyScaledError();
    // This transaction only: sorts and hashes of 100,000-row statements in memory, no JIT compiling per chunk.
    if (ctx.database.kind === 'pg') {
      await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
      await tx.execute(sql`SET LOCAL jit = off`);
    }
    const files = await storeScaleFiles({ ...ctx, db: tx });
    log(
      `[scale] ${sizes.companies} companies with their main accounts, ${sizes.shops} of them with shops,` +
        ` ${applicationCountOf(sizes)} with shop applications not open`,
    );
    await timed('companies', () => insertCompanies(tx, { ...prepared, files }));
    await timed('products', () =>
      insertProducts(tx, { plan: prepared.plan, count: sizes.products, now, operatorId: prepared.operatorId }, (done) =>
        log(`[scale]   products ${done.toLocaleString('en-US')} / ${sizes.products.toLocaleString('en-US')}`),
      ),
    );
    await timed('orders', async () => {
      const made = await insertOrders(tx, {
        count: sizes.orders,
        companies: sizes.companies,
        now,
        contractSha256: files.contractSha256,
      });
      if (!made) throw new Error('no scale shop has an approved product to order: give more --products');
    });
    if (sizes.orders > 0) await timed('contracts', () => insertContracts(tx, files));
    const receipts = sizes.receipts ?? 0;
    if (receipts > 0)
      await timed('receipts', () =>
        insertReceipts(tx, {
          count: receipts,
          companies: sizes.companies,
          shops: sizes.shops,
          now,
          operatorId: prepared.operatorId,
          receiptAgreementVersion: prepared.agreements.receipt,
        }),
      );
    await tx.insert(seedSteps).values({ name: SCALE_STEP });
  });

  await timed('analyze', async () => {
    for (const table of SCALE_TABLES) await ctx.db.execute(sql`VACUUM (ANALYZE) ${sql.raw(table)}`);
  });
  return { before, after: await countRows(ctx.db), phases };
}
