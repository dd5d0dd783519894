import { count } from 'drizzle-orm';
import { users } from '../../modules/user/tables.ts';
import type { AppContext } from '../../platform/context.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { seedAgreementsAndHelp } from './agreements-help.ts';
import { seedDemoCompanies } from './companies.ts';
import { seedNews } from './news.ts';
import { seedCatalogue } from './shops.ts';

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
 * The demo market, step by step. Each step checks its own rows, so a database seeded by an
 * earlier version gets what later versions added, and a second run (or a second process starting
 * on the same database) changes nothing. Answers whether anything was created.
 */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  const accounts = await seedDemoAccounts(ctx);
  const companies = await seedDemoCompanies(ctx);
  const agreements = await seedAgreementsAndHelp(ctx); // after the accounts: marks them as having accepted v1
  const catalogue = await seedCatalogue(ctx); // categories, shop agreement, seller companies and their shops
  const news = await seedNews(ctx); // after the accounts: the demo operator writes the articles
  return accounts + companies + agreements + catalogue + news > 0;
}
