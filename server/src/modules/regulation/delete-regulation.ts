import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { findOwnRegulation } from './regulation-repo.ts';
import { companyRegulations } from './tables.ts';

/** POST /company/regulation/del: a soft delete; the versions stay readable through select/history. */
export async function deleteRegulation(tx: Db, companyId: number, userId: number, id: number): Promise<void> {
  const current = await findOwnRegulation(tx, companyId, id);
  if (current.deletedAt) throw wrongState('regulation.alreadyDeleted');
  await tx
    .update(companyRegulations)
    .set({ deletedAt: new Date(), deletedBy: userId })
    .where(eq(companyRegulations.id, current.id));
}
