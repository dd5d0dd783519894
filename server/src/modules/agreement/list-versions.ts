import { type AgreementAdminRecord, type AgreementSelectQuery, type Page, toPage } from '@hgsc/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../user/tables.ts';
import { toAgreementVersion } from './agreement-info.ts';
import { readCurrentVersions } from './current-versions.ts';
import { agreementVersions } from './tables.ts';

/** …/agreement/select (operator): every published version of both types (or one), newest first. */
export async function listAgreementVersions(ctx: AppContext, query: AgreementSelectQuery): Promise<Page<AgreementAdminRecord>> {
  const where = query.type ? eq(agreementVersions.type, query.type) : undefined;
  const [rows, [total], current] = await Promise.all([
    ctx.db
      .select({ version: agreementVersions, publishedBy: users.name })
      .from(agreementVersions)
      .leftJoin(users, eq(users.id, agreementVersions.publishedBy))
      .where(where)
      .orderBy(desc(agreementVersions.publishedAt), desc(agreementVersions.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    ctx.db.select({ n: count() }).from(agreementVersions).where(where),
    readCurrentVersions(ctx.db),
  ]);
  const records = rows.map(({ version, publishedBy }) => ({
    ...toAgreementVersion(version),
    current: version.version === current[version.type],
    publishedBy,
  }));
  return toPage(records, total?.n ?? 0, query);
}
