import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from './tables.ts';
import { updateUser } from './users-repo.ts';

/** POST /user/update/info: the display name (nickname). */
export const updateInfo = (ctx: AppContext, user: UserRow, input: { name: string }): Promise<UserRow> =>
  updateUser(ctx.db, user.id, { name: input.name });
