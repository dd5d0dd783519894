import { USER_STATUS, type UserStatus } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound, wrongState } from '../../platform/http/app-error.ts';
import { type UserRow, updateUser, users } from '../user/index.ts';
import { toAdminUser } from './list-users.ts';

/**
 * Enables or disables an account. Disabling ends all of the user's sessions in the same
 * transaction, so their token answers E_300 at once; an operator cannot disable themselves.
 */
export async function setUserStatus(tx: Db, operator: UserRow, userId: number, status: UserStatus) {
  if (status === USER_STATUS.DISABLED && userId === operator.id) {
    throw new AppError('FORBIDDEN', 'admin.cannotDisableSelf', {}, { field: 'id' });
  }
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound();
  if (user.status === status) {
    throw wrongState(status === USER_STATUS.ENABLED ? 'admin.userAlreadyEnabled' : 'admin.userAlreadyDisabled');
  }
  const updated = await updateUser(tx, userId, { status });
  if (status === USER_STATUS.DISABLED) await revokeUserSessions(tx, userId);
  return toAdminUser(updated);
}
