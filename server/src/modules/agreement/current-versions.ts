import type { AgreementType, UserAgreementType } from '@hgsc/contracts';
import { desc, eq, max } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { type AgreementVersionRow, agreementVersions } from './tables.ts';

/** The version users must have accepted, per type; 0 when none is published (nothing to accept). */
export type CurrentVersions = Record<UserAgreementType, number>;
/** The latest version of every published type, the receipt agreement's too. */
export type PublishedVersions = Record<AgreementType, number>;

/** Read straight from the database (publishing, accepting, registering). */
export async function readCurrentVersions(db: Db): Promise<PublishedVersions> {
  const rows = await db
    .select({ type: agreementVersions.type, version: max(agreementVersions.version) })
    .from(agreementVersions)
    .groupBy(agreementVersions.type);
  const current: PublishedVersions = { user: 0, privacy: 0, receipt: 0 };
  for (const row of rows) current[row.type] = row.version ?? 0;
  return current;
}

/** The current (highest) version of a type, or undefined when none is published. */
export async function findCurrentAgreement(db: Db, type: AgreementType): Promise<AgreementVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(eq(agreementVersions.type, type))
    .orderBy(desc(agreementVersions.version))
    .limit(1);
  return row;
}

/**
 * The per-request gate reads the current versions from memory: at most one query per process every
 * few seconds. Publishing clears this process's copy at once; another process sees a new version
 * within CACHE_MS. Keyed by the app's context, so apps (tests) never share a copy.
 */
export const CACHE_MS = 5_000;
const cache = new WeakMap<AppContext, { at: number; value: Promise<CurrentVersions> }>();

export function cachedCurrentVersions(ctx: AppContext): Promise<CurrentVersions> {
  const hit = cache.get(ctx);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const entry = { at: Date.now(), value: readCurrentVersions(ctx.db) };
  cache.set(ctx, entry);
  // A failed read is not remembered: the next request tries again.
  entry.value.catch(() => {
    if (cache.get(ctx) === entry) cache.delete(ctx);
  });
  return entry.value;
}

export function forgetCurrentVersions(ctx: AppContext): void {
  cache.delete(ctx);
}
