import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { companies, companyMembers } from '../../modules/company/tables.ts';
import { users } from '../../modules/user/tables.ts';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { randomToken, sha256Hex } from '../security/hashing.ts';
import { sessions } from './tables.ts';

/** SPEC §9: sessions last 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

export async function createSession(db: Db, userId: number, ip: string | null, userAgent: string | null) {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: sha256Hex(token), userId, ip, userAgent, expiresAt });
  return { token, expiresAt };
}

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

/**
 * The live session of a token with its user and the user's enabled membership of the active
 * company (one prepared statement per request), or undefined when unknown, expired or revoked.
 */
export async function findLiveSession(db: Db, token: string) {
  const [row] = await liveSessionStatement(db).execute({ tokenHash: sha256Hex(token), now: new Date() });
  return row;
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (password change, disabled account). */
export async function revokeUserSessions(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
