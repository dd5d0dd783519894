import { revokeSession } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';

/** POST /user/logout: the token stops working at once. */
export async function logout(ctx: AppContext, sessionId: number): Promise<void> {
  await revokeSession(ctx.db, sessionId);
}
