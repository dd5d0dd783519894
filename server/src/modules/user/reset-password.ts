import { eq } from 'drizzle-orm';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { consumeSmsCode } from '../../platform/sms/codes.ts';
import { loginSubject, resetLoginThrottle } from './login-throttle.ts';
import { type UserRow, users } from './tables.ts';
import { findUserByMobile, mobileNotRegistered } from './users-repo.ts';

/** POST /user/lose/pwd: a forgotten password reset by the code sent to the registered mobile. */
export async function resetPassword(
  ctx: AppContext,
  input: { mobile: string; code: string; password: string },
): Promise<UserRow> {
  const user = await findUserByMobile(ctx.db, input.mobile);
  if (!user) throw mobileNotRegistered();
  await consumeSmsCode(ctx, { mobile: input.mobile, purpose: 'lose_pwd', code: input.code });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
  });
  // The owner proved the mobile: a lock-out from earlier guesses ends with the reset.
  await resetLoginThrottle(ctx.limiter, loginSubject(user.id, user.userName));
  return user;
}
