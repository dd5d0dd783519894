import { revokeSession } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';

/** POST /user/logout: the token stops working at once. */
export async function logout(tx: Db, sessionId: number): Promise<void> {
  await revokeSession(tx, sessionId);
}
