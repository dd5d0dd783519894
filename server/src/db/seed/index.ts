import { count } from 'drizzle-orm';
import { users } from '../../modules/user/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { seedAgreementsAndHelp } from './agreements-help.ts';
import { seedDemoDictionary } from './chemical-dictionary.ts';
import { seedDemoCompanies } from './companies.ts';
import { seedDemoAuctions } from './demo-auctions.ts';
import { seedDemoExchanges } from './demo-exchanges.ts';
import { seedDemoInquiries } from './demo-inquiries.ts';
import { seedDemoListings } from './demo-listings.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoProposals } from './demo-proposals.ts';
import { seedDemoQuotes } from './demo-quotes.ts';
import { seedDemoReceipts } from './demo-receipts.ts';
import { seedMarketPrices } from './market-prices.ts';
import { seedNews } from './news.ts';
import { seedProducts } from './products.ts';
import { seedDemoSeals } from './seals.ts';
import { seedCatalogue } from './shops.ts';
import { runSeedStepOnce } from './steps.ts';
import { seedWarehouses } from './warehouses.ts';
import { seedWorkingCompanies } from './working-companies.ts';

/**
 * Creates the demo accounts on a database without users (first start); a database with users of
 * its own never gets them. Answers how many were created.
 */
async function seedDemoAccounts(ctx: AppContext): Promise<number> {
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return 0;
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const inserted = await ctx.db
      .insert(users)
      .values({
        userName: account.userName,
        mobile: account.mobile,
        name: account.name,
        role: account.role,
        passwordHash: await hashPassword(account.password),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    created += inserted.length;
  }
  return created;
}

/**
 * The demo market, step by step. Each step runs once per database (recorded in seed_steps), so a
 * database seeded by an earlier version gets the steps later versions added, and what an operator
 * changed in the demo data stays changed. Processes starting together on one database take turns, so
 * the second finds every step recorded. Answers whether anything was created.
 */
export function seedDemo(ctx: AppContext): Promise<boolean> {
  return ctx.database.exclusively(DEMO_SEED_LOCK, () => seedDemoSteps(ctx));
}

const DEMO_SEED_LOCK = 72_177_002;

async function seedDemoSteps(ctx: AppContext): Promise<boolean> {
  const accounts = await seedDemoAccounts(ctx);
  const once = (name: string, step: (ctx: AppContext) => Promise<number>) => runSeedStepOnce(ctx, name, () => step(ctx));
  const companies = await once('companies', seedDemoCompanies);
  const agreements = await once('agreements-help', seedAgreementsAndHelp); // after the accounts: marks them as having accepted v1
  const catalogue = await once('catalogue', seedCatalogue); // categories, shop agreement, seller companies and their shops
  const products = await once('products', seedProducts); // after the shops: their products, and the licence their dangerous goods need
  const news = await once('news', seedNews); // after the accounts: the demo operator writes the articles
  const seals = await once('seals', seedDemoSeals); // after the companies: the demo buyer and seller can sign at once
  const working = await once('working-companies', seedWorkingCompanies); // after the companies: addresses, the buyer's licence
  const orders = await once('demo-orders', seedDemoOrders); // the buyer's licence and addresses, the seals, the products
  const warehouses = await once('warehouses', seedWarehouses); // after the companies: the keeper's, and the seller's factory
  const receipts = await once('demo-receipts', seedDemoReceipts); // after the warehouses: their fees, the receipt agreement
  const listings = await once('demo-listings', seedDemoListings); // after the receipts: the keeper's and operator's steps
  const exchanges = await once('demo-exchanges', seedDemoExchanges); // after the listings: the seller's is swapped for
  const proposals = await once('demo-proposals', seedDemoProposals); // after the listings: one entered for the buyer
  const quoted = await once('demo-quotes', seedDemoQuotes); // after the products: the seller quotes the buyer
  const inquired = await once('demo-inquiries', seedDemoInquiries); // after the quotes: an offer they do not name goes 面议
  const auctioned = await once('demo-auctions', seedDemoAuctions); // after the catalogue: 甬兴 bids against the buyer
  const dictionary = await once('chemical-dictionary', seedDemoDictionary); // what the search reads keywords through
  const prices = await once('market-prices', seedMarketPrices); // after the dictionary and the orders: 行情's history
  return (
    accounts +
      companies +
      agreements +
      catalogue +
      products +
      news +
      seals +
      working +
      orders +
      warehouses +
      receipts +
      listings +
      exchanges +
      proposals +
      quoted +
      inquired +
      auctioned +
      dictionary +
      prices >
    0
  );
}
