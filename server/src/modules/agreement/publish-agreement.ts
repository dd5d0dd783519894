import type { AgreementAdminRecord, AgreementPublishBody } from '@hgsc/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/tables.ts';
import { toAgreementVersion } from './agreement-info.ts';
import { forgetCurrentVersions } from './current-versions.ts';
import { agreementVersions } from './tables.ts';

const ATTEMPTS = 3;

/**
 * …/update (operator): publishes the next version of a type (the highest + 1). Older versions stay
 * as they were; from now on every user must accept the new one before continuing.
 */
export async function publishAgreement(
  ctx: AppContext,
  operator: UserRow,
  body: AgreementPublishBody,
): Promise<AgreementAdminRecord> {
  const next = sql<number>`(select coalesce(max(${agreementVersions.version}), 0) + 1 from ${agreementVersions} where ${eq(agreementVersions.type, body.type)})`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [row] = await ctx.db
        .insert(agreementVersions)
        .values({ type: body.type, version: next, title: body.title, content: body.content, publishedBy: operator.id })
        .returning();
      if (!row) throw new Error('agreement insert returned no row');
      forgetCurrentVersions(ctx);
      return { ...toAgreementVersion(row), current: true, publishedBy: operator.name };
    } catch (error) {
      // Two operators publishing the same type at once computed the same number: take the next one.
      if (!violatedUniqueConstraint(error)) throw error;
      if (attempt >= ATTEMPTS) throw new AppError('CONFLICT', 'agreement.publishBusy');
    }
  }
}
