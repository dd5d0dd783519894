import type { SealRole } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { readSealImage } from './seal-image-file.ts';
import { activeSeal } from './seal-repo.ts';
import type { CompanySealRow } from './tables.ts';

/**
 * The seal a company signs with in `role` (what a contract is stamped with): the storage key of the
 * approved seal in force, or null when the company has none approved — then it cannot sign. A seal
 * under review or rejected never signs. Pass a transaction as `db` to read inside it.
 */
export async function approvedSealFor(db: Db, companyId: number, role: SealRole): Promise<string | null> {
  return (await signingSeal(db, companyId, role))?.imageKey ?? null;
}

/**
 * The approved seal in force that signs in `role`: the role's own, else — a buyer or seller without one — the
 * company's contract seal (合同专用章), the one seal most firms sign everything with.
 */
export async function signingSeal(db: Db, companyId: number, role: SealRole): Promise<CompanySealRow | null> {
  const own = await activeSeal(db, companyId, role);
  if (own || role === 'contract') return own;
  return activeSeal(db, companyId, 'contract');
}

/** The approved seal's image bytes (PNG or JPEG, decrypted) for embedding in a PDF, or null. */
export async function approvedSealImage(ctx: AppContext, companyId: number, role: SealRole): Promise<Buffer | null> {
  const key = await approvedSealFor(ctx.db, companyId, role);
  return key ? readSealImage(ctx, key) : null;
}
