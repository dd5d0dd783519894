import { type LoginResult, USER_STATUS } from '@hgsc/contracts';
import { csrfTokenFor } from '../../platform/auth/plugin.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { loginGate } from './login-gates.ts';
import type { UserRow } from './tables.ts';
import { toUserInfo } from './user-info.ts';

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

/**
 * A new session (new token at every login) and the login result of SPEC §3, for a user whose
 * credentials were just proven; a disabled account gets none.
 */
export async function issueSession(ctx: AppContext, user: UserRow, meta: ClientMeta): Promise<LoginResult> {
  if (user.status !== USER_STATUS.ENABLED) throw forbidden('user.disabled');
  await loginGate.value(ctx, user);
  const { token, expiresAt } = await createSession(ctx.db, user.id, meta.ip, meta.userAgent?.slice(0, 500) ?? null);
  return {
    token,
    csrfToken: csrfTokenFor(ctx.secrets.csrf, token),
    expiresAt: expiresAt.toISOString(),
    userInfo: toUserInfo(user),
  };
}
