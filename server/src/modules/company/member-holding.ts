import type { PermissionCode } from '@hgsc/contracts';
import { and, arrayOverlaps, type Column, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { companyMembers } from './tables.ts';

/**
 * Join condition for `companyMembers`: `userId` is an enabled member of the company in `companyId` (a column of the
 * joined row) holding any of `codes` — the main account holds every code, as a route's `config.permission` counts.
 */
export const memberHolding = (userId: number, companyId: Column, codes: readonly PermissionCode[]): SQL =>
  and(
    eq(companyMembers.companyId, companyId),
    eq(companyMembers.userId, userId),
    eq(companyMembers.status, 1),
    or(eq(companyMembers.isMain, true), arrayOverlaps(companyMembers.permissions, [...codes])),
  ) as SQL;

/** The select field of a file rule's rows (platform/files/access.ts answerOf): whether the left-joined member matched. */
export const memberAdmitted = { admitted: sql<boolean>`${companyMembers.userId} is not null` };

const membersHoldingStatement = preparedStatement((db) =>
  db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, sql.placeholder('companyId')),
        eq(companyMembers.status, 1),
        sql`(${companyMembers.isMain} or ${companyMembers.permissions} && ${sql.placeholder('codes')}::text[])`,
      ),
    )
    .prepare('company_members_holding_any'),
);

/**
 * The enabled members of a company holding any of `codes` (its main account always): whom a turn is told to. Every
 * step's notification asks it, so it is prepared.
 */
export async function membersHoldingAny(db: Db, companyId: number, codes: readonly PermissionCode[]): Promise<number[]> {
  const rows = await membersHoldingStatement(db).execute({ companyId, codes: [...codes] });
  return rows.map((row) => row.userId);
}
