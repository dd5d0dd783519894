import type { RegulationHistory } from '@hgsc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { users } from '../user/index.ts';
import { companyRegulations, companyRegulationVersions } from './tables.ts';

/** POST /company/regulation/select/history: every version of one of the company's regulations (deleted too), newest first. */
export async function regulationHistory(ctx: AppContext, companyId: number, id: number): Promise<RegulationHistory> {
  const [regulation] = await ctx.db
    .select({ id: companyRegulations.id, deletedAt: companyRegulations.deletedAt })
    .from(companyRegulations)
    .where(and(eq(companyRegulations.id, id), eq(companyRegulations.companyId, companyId)));
  if (!regulation) throw notFound();
  const rows = await ctx.db
    .select({ version: companyRegulationVersions, editorName: users.name })
    .from(companyRegulationVersions)
    .leftJoin(users, eq(users.id, companyRegulationVersions.editorUserId))
    .where(eq(companyRegulationVersions.regulationId, id))
    .orderBy(desc(companyRegulationVersions.version));
  return {
    id: regulation.id,
    deleted: regulation.deletedAt !== null,
    versions: rows.map(({ version, editorName }) => ({
      regulationId: version.regulationId,
      version: version.version,
      title: version.title,
      content: version.content,
      editorName: editorName ?? null,
      createdAt: version.createdAt.toISOString(),
    })),
  };
}
