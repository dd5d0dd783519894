import type { AdminHelpPage, HelpSaveBody } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/index.ts';
import { helpPageRevisions, helpPages } from './tables.ts';

/**
 * POST /admin/help/save (operator): the page's next version. Every version is kept in the history;
 * a save based on an older version than the current one (another operator saved meanwhile) is 409.
 */
export async function saveHelpPage(tx: Db, operator: UserRow, body: HelpSaveBody): Promise<AdminHelpPage> {
  try {
    const [existing] = await tx.select().from(helpPages).where(eq(helpPages.slug, body.slug)).for('update');
    const currentVersion = existing?.version ?? 0;
    if (body.baseVersion !== undefined && body.baseVersion !== currentVersion) {
      throw wrongState('help.editConflict', { current: currentVersion });
    }
    const version = currentVersion + 1;
    const now = new Date();
    const values = { title: body.title, content: body.content, version, updatedBy: operator.id, updatedAt: now };
    if (existing) await tx.update(helpPages).set(values).where(eq(helpPages.slug, body.slug));
    else await tx.insert(helpPages).values({ slug: body.slug, ...values });
    await tx.insert(helpPageRevisions).values({
      slug: body.slug,
      version,
      title: body.title,
      content: body.content,
      savedBy: operator.id,
      savedAt: now,
    });
    return {
      slug: body.slug,
      title: body.title,
      content: body.content,
      version,
      updatedAt: now.toISOString(),
      updatedBy: operator.name,
      source: 'help',
      editable: true,
    };
  } catch (error) {
    // Two first saves of one page at the same moment: the loser saw no row to lock.
    if (violatedUniqueConstraint(error)) throw wrongState('help.editConflict', { current: 1 });
    throw error;
  }
}
