import { AUDIT_STATUS, SEAL_HISTORY_LIMIT, type SealAction, type SealRole } from '@hgsc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { companyMembers } from '../company/index.ts';
import { users } from '../user/index.ts';
import { type CompanySealRow, companySeals, sealAuditLogs } from './tables.ts';

/** A seal row with the name of who applied for it (for the history the company reads). */
export interface SealWithApplicant {
  seal: CompanySealRow;
  submittedByName: string | null;
}

const ofCompanyRole = (companyId: number, role: SealRole) =>
  and(eq(companySeals.companyId, companyId), eq(companySeals.role, role));

/** The company's applications for the role, newest first. */
export function sealHistory(db: Db, companyId: number, role: SealRole): Promise<SealWithApplicant[]> {
  return db
    .select({ seal: companySeals, submittedByName: users.name })
    .from(companySeals)
    .leftJoin(users, eq(users.id, companySeals.submittedBy))
    .where(ofCompanyRole(companyId, role))
    .orderBy(desc(companySeals.id))
    .limit(SEAL_HISTORY_LIMIT);
}

/** The seal in force: the newest approved application of the company and role (see tables.ts). */
export async function activeSeal(db: Db, companyId: number, role: SealRole): Promise<CompanySealRow | null> {
  const [row] = await db
    .select()
    .from(companySeals)
    .where(and(ofCompanyRole(companyId, role), eq(companySeals.auditStatus, AUDIT_STATUS.APPROVED)))
    .orderBy(desc(companySeals.id))
    .limit(1);
  return row ?? null;
}

/** The application under review, if any (at most one: company_seals_one_pending). */
export async function pendingSeal(db: Db, companyId: number, role: SealRole): Promise<CompanySealRow | null> {
  const [row] = await db
    .select()
    .from(companySeals)
    .where(and(ofCompanyRole(companyId, role), eq(companySeals.auditStatus, AUDIT_STATUS.PENDING)))
    .limit(1);
  return row ?? null;
}

/** The company's main account (主账号): whose mobile confirms a seal change. */
export async function mainAccountOf(db: Db, companyId: number) {
  const [row] = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.isMain, true)))
    .limit(1);
  if (!row) throw new Error(`company ${companyId} has no main account`);
  return row;
}

export const snapshotOf = (row: CompanySealRow) => ({
  role: row.role,
  source: row.source,
  purpose: row.purpose,
  sealNumber: row.sealNumber,
  nameOnSeal: row.nameOnSeal,
  imageKey: row.imageKey,
  holderMobile: row.holderMobile,
});

/** Appends one step to the application's audit trail, as the application stands after it. */
export async function recordSealHistory(
  tx: Db,
  row: CompanySealRow,
  action: SealAction,
  actorUserId: number,
  reason: string | null = null,
): Promise<void> {
  await tx.insert(sealAuditLogs).values({
    sealId: row.id,
    action,
    auditStatus: row.auditStatus,
    reason,
    snapshot: snapshotOf(row),
    actorUserId,
  });
}

/** 409 while a change of the seal is under review: a second one would race the operator's decision. */
export async function refuseWhilePending(db: Db, companyId: number, role: SealRole): Promise<void> {
  if (await pendingSeal(db, companyId, role)) throw wrongState('seal.changePending');
}
