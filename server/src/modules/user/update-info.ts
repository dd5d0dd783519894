import type { Db } from '../../platform/db/client.ts';
import type { UserRow } from './tables.ts';
import { updateUser } from './users-repo.ts';

/** POST /user/update/info: the display name (nickname). */
export const updateInfo = (tx: Db, user: UserRow, input: { name: string }): Promise<UserRow> =>
  updateUser(tx, user.id, { name: input.name });
