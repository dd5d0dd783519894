import {
  HELP_AGREEMENT_PAGES,
  HELP_SLUGS,
  type HelpMenuItem,
  type HelpPage,
  type HelpSlug,
  isHelpAgreementSlug,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { AgreementVersionRow } from '../agreement/index.ts';
import { findCurrentAgreement } from '../agreement/index.ts';
import { type HelpPageRow, helpPages } from './tables.ts';

const fromHelp = (row: HelpPageRow): HelpPage => ({
  slug: row.slug as HelpSlug,
  title: row.title,
  content: row.content,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  source: 'help',
});

const fromAgreement = (slug: HelpSlug, row: AgreementVersionRow): HelpPage => ({
  slug,
  title: row.title,
  content: row.content,
  version: row.version,
  updatedAt: row.publishedAt.toISOString(),
  source: 'agreement',
});

/**
 * GET /help/page: a help-centre page. `inagreement` and `privacypolicy` show the current user
 * agreement and privacy policy, so the help centre never shows a text users did not accept.
 */
export async function getHelpPage(ctx: AppContext, slug: HelpSlug): Promise<HelpPage> {
  if (isHelpAgreementSlug(slug)) {
    const agreement = await findCurrentAgreement(ctx.db, HELP_AGREEMENT_PAGES[slug]);
    if (!agreement) throw notFound('help.notFound');
    return fromAgreement(slug, agreement);
  }
  const [row] = await ctx.db.select().from(helpPages).where(eq(helpPages.slug, slug));
  if (!row) throw notFound('help.notFound');
  return fromHelp(row);
}

/** GET /help/pages: the menu — every page that has content, in HELP_SLUGS order. */
export async function helpMenu(ctx: AppContext): Promise<HelpMenuItem[]> {
  const [rows, user, privacy] = await Promise.all([
    ctx.db.select({ slug: helpPages.slug, title: helpPages.title }).from(helpPages),
    findCurrentAgreement(ctx.db, 'user'),
    findCurrentAgreement(ctx.db, 'privacy'),
  ]);
  const titles = new Map<string, string>(rows.map((row) => [row.slug, row.title]));
  const agreements = { user, privacy };
  const menu: HelpMenuItem[] = [];
  for (const slug of HELP_SLUGS) {
    if (isHelpAgreementSlug(slug)) {
      const agreement = agreements[HELP_AGREEMENT_PAGES[slug]];
      if (agreement) menu.push({ slug, title: agreement.title, source: 'agreement' });
      continue;
    }
    const title = titles.get(slug);
    if (title !== undefined) menu.push({ slug, title, source: 'help' });
  }
  return menu;
}
