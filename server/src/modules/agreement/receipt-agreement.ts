import type { ReceiptAgreementStatus } from '@hgsc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError, wrongState } from '../../platform/http/app-error.ts';
import { users } from '../user/index.ts';
import { toAgreementVersion } from './agreement-info.ts';
import { findCurrentAgreement } from './current-versions.ts';
import { companyAgreementAffirmations } from './tables.ts';

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
  const [current, affirmed] = await Promise.all([findCurrentAgreement(db, 'receipt'), latestAffirmation(db, companyId)]);
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
 * A receipt action of a company waits until it affirmed the current receipt agreement: 403 RECEIPT_AGREEMENT_REQUIRED
 * naming the version to affirm. Nothing to affirm while none is published.
 */
export async function requireReceiptAgreement(db: Db, companyId: number): Promise<void> {
  const status = await receiptAgreementStatus(db, companyId);
  if (status.pending)
    throw new AppError(
      'RECEIPT_AGREEMENT_REQUIRED',
      'agreement.receiptRequired',
      { current: status.current?.version ?? 0 },
      { version: status.current?.version ?? 0 },
    );
}
