import type { AgreementAdminRecord, AgreementPublishBody } from '@hgsc/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/index.ts';
import { toAgreementVersion } from './agreement-info.ts';
import { agreementVersions } from './tables.ts';

/** Advisory-lock class: publications of one type wait for each other. */
const PUBLISH_LOCK = 72_177_501;

/**
 * …/update (operator): publishes the next version of a type (the highest + 1). Older versions stay
 * as they were; from now on every user must accept the new one before continuing. Two operators
 * publishing one type at once take turns on the type's lock, so each gets its own number: within the
 * call's transaction a refused insert could not be retried. The route forgets the cached current
 * versions once the transaction has committed.
 */
export async function publishAgreement(tx: Db, operator: UserRow, body: AgreementPublishBody): Promise<AgreementAdminRecord> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK}, hashtext(${body.type}))`);
  const next = sql<number>`(select coalesce(max(${agreementVersions.version}), 0) + 1 from ${agreementVersions} where ${eq(agreementVersions.type, body.type)})`;
  try {
    const [row] = await tx
      .insert(agreementVersions)
      .values({ type: body.type, version: next, title: body.title, content: body.content, publishedBy: operator.id })
      .returning();
    if (!row) throw new Error('agreement insert returned no row');
    return { ...toAgreementVersion(row), current: true, publishedBy: operator.name };
  } catch (error) {
    // A version written past the lock (not by this call): the operator tries again.
    if (violatedUniqueConstraint(error)) throw new AppError('CONFLICT', 'agreement.publishBusy');
    throw error;
  }
}
