import { REGULATION_LIMIT, type Regulation, type RegulationSaveBody } from '@hgsc/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { lockCompany } from '../company/index.ts';
import { type UserRow, users } from '../user/index.ts';
import { findOwnRegulation, toRegulation } from './regulation-repo.ts';
import { companyRegulations, companyRegulationVersions } from './tables.ts';

/**
 * POST /company/regulation/save: without id a new regulation, version 1 (at most REGULATION_LIMIT
 * per company); with id a new version of it, the old ones kept. Saving the same title and content
 * again adds no version. A deleted regulation cannot be saved (409).
 */
export async function saveRegulation(
  ctx: AppContext,
  companyId: number,
  editor: UserRow,
  input: RegulationSaveBody,
): Promise<{ regulation: Regulation; created: boolean }> {
  const tx = ctx.db;
  const now = new Date();
  if (input.id === undefined) {
    await lockCompany(tx, companyId);
    const [live] = await tx
      .select({ n: count() })
      .from(companyRegulations)
      .where(and(eq(companyRegulations.companyId, companyId), isNull(companyRegulations.deletedAt)));
    if ((live?.n ?? 0) >= REGULATION_LIMIT) throw wrongState('regulation.limit', { limit: REGULATION_LIMIT });
    const [row] = await tx
      .insert(companyRegulations)
      .values({ companyId, title: input.title, content: input.content, version: 1, createdBy: editor.id, updatedBy: editor.id })
      .returning();
    if (!row) throw new Error('regulation insert returned no row');
    await tx
      .insert(companyRegulationVersions)
      .values({ regulationId: row.id, version: 1, title: row.title, content: row.content, editorUserId: editor.id });
    return { regulation: toRegulation(row, editor.name), created: true };
  }
  const current = await findOwnRegulation(tx, companyId, input.id);
  if (current.deletedAt) throw wrongState('regulation.deletedCannotSave');
  if (current.title === input.title && current.content === input.content) {
    const [lastEditor] = current.updatedBy
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, current.updatedBy))
      : [];
    return { regulation: toRegulation(current, lastEditor?.name ?? null), created: false };
  }
  const version = current.version + 1;
  const [row] = await tx
    .update(companyRegulations)
    .set({ title: input.title, content: input.content, version, updatedBy: editor.id, updatedAt: now })
    .where(eq(companyRegulations.id, current.id))
    .returning();
  if (!row) throw new Error('regulation update returned no row');
  await tx
    .insert(companyRegulationVersions)
    .values({ regulationId: row.id, version, title: row.title, content: row.content, editorUserId: editor.id });
  return { regulation: toRegulation(row, editor.name), created: false };
}
