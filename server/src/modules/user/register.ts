import type { AppContext } from '../../platform/context.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { consumeSmsCode } from '../../platform/sms/codes.ts';
import { admitCheck } from './check-availability.ts';
import { type UserRow, users } from './tables.ts';
import { isMobileTaken, isUserNameTaken, mobileTaken, userNameTaken, violatedUniqueConstraint } from './users-repo.ts';

/**
 * POST /user/register: user name and mobile must be free (checked before the code is spent); the
 * code proves the mobile. Counted like the check calls, since it answers "taken" as they do.
 */
export async function register(
  ctx: AppContext,
  input: { userName: string; mobile: string; code: string; password: string; name?: string | undefined },
  ip: string | null,
): Promise<UserRow> {
  await admitCheck(ctx, ip);
  if (await isUserNameTaken(ctx.db, input.userName)) throw userNameTaken();
  if (await isMobileTaken(ctx.db, input.mobile)) throw mobileTaken();
  await consumeSmsCode(ctx, { mobile: input.mobile, purpose: 'register', code: input.code });
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({ userName: input.userName, mobile: input.mobile, name: input.name || input.userName, passwordHash })
      .returning();
    if (!row) throw new Error('user insert returned no row');
    return row;
  } catch (error) {
    // A parallel registration won the race for the same name or number.
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.includes('mobile')) throw mobileTaken();
    if (constraint) throw userNameTaken();
    throw error;
  }
}
