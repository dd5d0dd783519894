import type { ReceiptAgreementStatus } from '@hgsc/contracts';
import { and, desc, eq, gte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import { AppError, wrongState } from '../../platform/http/app-error.ts';
import { users } from '../user/index.ts';
import { toAgreementVersion } from './agreement-info.ts';
import { findCurrentAgreement } from './current-versions.ts';
import { agreementVersions, companyAgreementAffirmations } from './tables.ts';

async function latestAffirmation(db: Db, companyId: number) {
  const [row] = await db
    .select({ version: companyAgreementAffirmations.version, at: companyAgreementAffirmations.affirmedAt, by: users.name })
    .from(companyAgreementAffirmations)
    .innerJoin(users, eq(users.id, companyAgreementAffirmations.userId))
    .where(and(eq(companyAgreementAffirmations.companyId, companyId), eq(companyAgreementAffirmations.type, 'receipt')))
    .orderBy(desc(companyAgreementAffirmations.version))
    .limit(1);
  return row;
}

/** /wr/agreement/template/info and checkVersion: the current receipt agreement and what the company affirmed. */
export async function receiptAgreementStatus(db: Db, companyId: number): Promise<ReceiptAgreementStatus> {
  const [current, affirmed] = await readTogether(db, [
    () => findCurrentAgreement(db, 'receipt'),
    () => latestAffirmation(db, companyId),
  ]);
  const affirmedVersion = affirmed?.version ?? 0;
  return {
    current: current ? toAgreementVersion(current) : null,
    affirmedVersion,
    affirmedAt: affirmed?.at.toISOString() ?? null,
    affirmedBy: affirmed?.by ?? null,
    pending: current !== undefined && affirmedVersion < current.version,
  };
}

/**
 * /wr/agreement/template/affirm: the company affirms the version its user read; a version other than the current one
 * (a newer one published while reading) answers 409 naming the current. Affirming it again changes nothing.
 */
export async function affirmReceiptAgreement(
  tx: Db,
  affirming: { companyId: number; userId: number; ip: string | null },
  version: number,
): Promise<ReceiptAgreementStatus> {
  const current = await findCurrentAgreement(tx, 'receipt');
  if (!current || current.version !== version)
    throw wrongState('agreement.receiptNotCurrent', { current: current?.version ?? 0 });
  await tx
    .insert(companyAgreementAffirmations)
    .values({ companyId: affirming.companyId, type: 'receipt', version, userId: affirming.userId, ip: affirming.ip })
    .onConflictDoNothing();
  return receiptAgreementStatus(tx, affirming.companyId);
}

/**
 * The current receipt agreement's version when the company has affirmed neither it nor a later one: the highest
 * version no affirmation of the company reaches. One prepared statement, as every receipt step asks it first.
 */
const pendingAgreementStatement = preparedStatement((db) =>
  db
    .select({ version: agreementVersions.version })
    .from(agreementVersions)
    .where(
      and(
        eq(agreementVersions.type, 'receipt'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(companyAgreementAffirmations)
            .where(
              and(
                eq(companyAgreementAffirmations.companyId, sql.placeholder('companyId')),
                eq(companyAgreementAffirmations.type, 'receipt'),
                gte(companyAgreementAffirmations.version, agreementVersions.version),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(agreementVersions.version))
    .limit(1)
    .prepare('receipt_agreement_pending'),
);

/**
 * A receipt action of a company waits until it affirmed the current receipt agreement: 403 RECEIPT_AGREEMENT_REQUIRED
 * naming the version to affirm. Nothing to affirm while none is published.
 */
export async function requireReceiptAgreement(db: Db, companyId: number): Promise<void> {
  const [pending] = await pendingAgreementStatement(db).execute({ companyId });
  if (pending)
    throw new AppError(
      'RECEIPT_AGREEMENT_REQUIRED',
      'agreement.receiptRequired',
      { current: pending.version },
      { version: pending.version },
    );
}
