import type { Invitation } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { users } from '../user/index.ts';
import type { Manager } from './access.ts';
import { assertPending, toInvitation } from './invitations.ts';
import { companyInvitations } from './tables.ts';

/** POST /user/subaccount/invite/cancel: a pending invitation of the company; its code no longer works. */
export async function cancelInvitation(tx: Db, manager: Manager, id: number): Promise<Invitation> {
  const [row] = await tx
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, manager.companyId)))
    .for('update');
  if (!row) throw notFound();
  assertPending(row);
  const now = new Date();
  const [updated] = await tx
    .update(companyInvitations)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(eq(companyInvitations.id, id))
    .returning();
  const [inviter] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.invitedBy));
  return toInvitation(updated ?? row, inviter ?? { id: row.invitedBy, name: '' });
}
