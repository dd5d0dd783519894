import { and, eq, inArray } from 'drizzle-orm';
import { agreementVersions, recordAcceptances } from '../../modules/agreement/index.ts';
import { helpPageRevisions, helpPages } from '../../modules/help/index.ts';
import { users } from '../../modules/user/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { SEED_AGREEMENTS } from './agreements-content.ts';
import { SEED_HELP_PAGES } from './help-content.ts';

/**
 * Version 1 of the user agreement and privacy policy, every help-centre page, and the demo accounts
 * marked as having accepted version 1 (so demo logins are not stopped by the agreement gate).
 * Checks its own rows: a type or page that already exists is left alone, and an account that has
 * accepted anything is not touched — a second run, or a second process seeding at once, adds nothing.
 * Answers how many rows it created.
 */
export async function seedAgreementsAndHelp(ctx: AppContext): Promise<number> {
  const [operator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'operator')).limit(1);
  const by = operator?.id ?? null;
  let created = 0;
  for (const type of ['user', 'privacy'] as const) {
    const { title, content } = SEED_AGREEMENTS[type];
    const inserted = await ctx.db
      .insert(agreementVersions)
      .values({ type, version: 1, title, content, publishedBy: by })
      .onConflictDoNothing()
      .returning({ id: agreementVersions.id });
    created += inserted.length;
  }
  for (const page of SEED_HELP_PAGES) {
    const inserted = await ctx.db
      .insert(helpPages)
      .values({ ...page, version: 1, updatedBy: by })
      .onConflictDoNothing()
      .returning({ slug: helpPages.slug });
    if (inserted.length === 0) continue;
    await ctx.db
      .insert(helpPageRevisions)
      .values({ ...page, version: 1, savedBy: by })
      .onConflictDoNothing();
    created += 1;
  }
  const demoNames = DEMO_ACCOUNTS.map((account) => account.userName);
  created += await ctx.db.transaction(async (tx) => {
    const accepted = await tx
      .update(users)
      .set({ acceptedUserAgreementVersion: 1, acceptedPrivacyVersion: 1 })
      .where(
        and(inArray(users.userName, demoNames), eq(users.acceptedUserAgreementVersion, 0), eq(users.acceptedPrivacyVersion, 0)),
      )
      .returning({ id: users.id });
    for (const { id } of accepted) {
      await recordAcceptances(tx, id, { userAgreementVersion: 1, privacyVersion: 1 }, 'seed', null);
    }
    return accepted.length;
  });
  return created;
}
