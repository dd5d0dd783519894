import {
  type AdminHelpPage,
  HELP_AGREEMENT_PAGES,
  HELP_SLUGS,
  type HelpRevision,
  type HelpSlug,
  isHelpAgreementSlug,
} from '@hgsc/contracts';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { findCurrentAgreement } from '../agreement/index.ts';
import { users } from '../user/index.ts';
import { helpPageRevisions, helpPages } from './tables.ts';

/** GET /admin/help/list (operator): every page slug, written or not, in menu order. */
export async function adminHelpList(ctx: AppContext): Promise<AdminHelpPage[]> {
  const [rows, user, privacy] = await Promise.all([
    ctx.db.select({ page: helpPages, updatedBy: users.name }).from(helpPages).leftJoin(users, eq(users.id, helpPages.updatedBy)),
    findCurrentAgreement(ctx.db, 'user'),
    findCurrentAgreement(ctx.db, 'privacy'),
  ]);
  const bySlug = new Map(rows.map((row) => [row.page.slug, row]));
  const agreements = { user, privacy };
  return HELP_SLUGS.map((slug): AdminHelpPage => {
    if (isHelpAgreementSlug(slug)) {
      const agreement = agreements[HELP_AGREEMENT_PAGES[slug]];
      return {
        slug,
        title: agreement?.title ?? '',
        content: agreement?.content ?? '',
        version: agreement?.version ?? 0,
        updatedAt: agreement?.publishedAt.toISOString() ?? null,
        updatedBy: null,
        source: 'agreement',
        editable: false,
      };
    }
    const row = bySlug.get(slug);
    return {
      slug,
      title: row?.page.title ?? '',
      content: row?.page.content ?? '',
      version: row?.page.version ?? 0,
      updatedAt: row?.page.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
      source: 'help',
      editable: true,
    };
  });
}

/** GET /admin/help/history (operator): every saved version of a page, newest first. */
export async function helpHistory(ctx: AppContext, slug: HelpSlug): Promise<HelpRevision[]> {
  const rows = await ctx.db
    .select({ revision: helpPageRevisions, savedBy: users.name })
    .from(helpPageRevisions)
    .leftJoin(users, eq(users.id, helpPageRevisions.savedBy))
    .where(eq(helpPageRevisions.slug, slug))
    .orderBy(desc(helpPageRevisions.version));
  return rows.map(({ revision, savedBy }) => ({
    id: revision.id,
    slug: revision.slug as HelpSlug,
    version: revision.version,
    title: revision.title,
    content: revision.content,
    savedAt: revision.savedAt.toISOString(),
    savedBy,
  }));
}
