import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { randomToken, sha256Hex } from '../security/hashing.ts';
import { sessions } from './tables.ts';
import type { UserRow } from './users.ts';

/** SPEC §9: sessions last 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

export async function createSession(db: Db, userId: number, ip: string | null, userAgent: string | null) {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: sha256Hex(token), userId, ip, userAgent, expiresAt });
  return { token, expiresAt };
}

/** A live session with its user, and the user's enabled membership of the active company (null fields: none). */
export interface LiveSession {
  sessionId: number;
  expiresAt: Date;
  user: UserRow;
  company: {
    companyId: number | null;
    companyName: string | null;
    auditStatus: number | null;
    isMain: boolean | null;
    permissions: string[] | null;
  } | null;
}

/** Reads a live session by its token's hash, unexpired at `now`, with what `LiveSession` holds. */
export type SessionLookup = (db: Db, tokenHash: string, now: Date) => Promise<LiveSession | undefined>;

let lookup: SessionLookup | undefined;

/**
 * The company module, which owns memberships, supplies the one statement a request's session costs (the session, its
 * user and the active company's membership together), once, on import.
 */
export function registerSessionLookup(read: SessionLookup): void {
  lookup = read;
}

/**
 * The live session of a token with its user and the user's enabled membership of the active
 * company (one prepared statement per request), or undefined when unknown, expired or revoked.
 */
export async function findLiveSession(db: Db, token: string): Promise<LiveSession | undefined> {
  if (!lookup) throw new Error('no session lookup registered: the company module registers it');
  return lookup(db, sha256Hex(token), new Date());
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
