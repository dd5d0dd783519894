import type { AgreementAdminRecord, AgreementSelectQuery, Page } from '@hgsc/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { readPage } from '../../platform/db/paging.ts';
import { users } from '../user/index.ts';
import { toAgreementVersion } from './agreement-info.ts';
import { readCurrentVersions } from './current-versions.ts';
import { agreementVersions } from './tables.ts';

/** …/agreement/select (operator): every published version of both types (or one), newest first. */
export async function listAgreementVersions(ctx: AppContext, query: AgreementSelectQuery): Promise<Page<AgreementAdminRecord>> {
  const where = query.type ? eq(agreementVersions.type, query.type) : undefined;
  const current = await readCurrentVersions(ctx.db);
  return readPage(
    query,
    ctx.db
      .select({ version: agreementVersions, publishedBy: users.name })
      .from(agreementVersions)
      .leftJoin(users, eq(users.id, agreementVersions.publishedBy))
      .where(where)
      // Newest first by insertion: published_at is the statement's start, so two operators publishing at
      // once can get timestamps in the other order than their rows (and, within a type, their versions).
      .orderBy(desc(agreementVersions.id)),
    ctx.db.select({ n: count() }).from(agreementVersions).where(where),
    ({ version, publishedBy }) => ({
      ...toAgreementVersion(version),
      current: version.version === current[version.type],
      publishedBy,
    }),
  );
}
