import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { registerSessionLookup } from '../../platform/auth/sessions.ts';
import { sessions } from '../../platform/auth/tables.ts';
import { users } from '../../platform/auth/users.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { companies, companyMembers } from './tables.ts';

/** The session, its user and the user's enabled membership of the active company: one prepared statement a request. */
const liveSessionStatement = preparedStatement((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: users,
      company: {
        companyId: companies.id,
        companyName: companies.name,
        auditStatus: companies.auditStatus,
        isMain: companyMembers.isMain,
        permissions: companyMembers.permissions,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, users.activeCompanyId), eq(companyMembers.userId, users.id), eq(companyMembers.status, 1)),
    )
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('auth_live_session'),
);

registerSessionLookup(async (db, tokenHash, now) => {
  const [row] = await liveSessionStatement(db).execute({ tokenHash, now });
  return row;
});
