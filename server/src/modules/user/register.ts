import type { AppContext } from '../../platform/context.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { consumeSmsCode } from '../../platform/sms/codes.ts';
import { admitCheck } from './check-availability.ts';
import { registrationTerms, type SentTerms } from './registration-terms.ts';
import { type UserRow, users } from './tables.ts';
import { isMobileTaken, isUserNameTaken, mobileTaken, userNameTaken } from './users-repo.ts';

/**
 * POST /user/register: user name and mobile must be free (checked before the code is spent); the
 * code proves the mobile. Counted like the check calls, since it answers "taken" as they do.
 * The agreement versions shown on the form are accepted with the account (stale ones: 409, reload).
 */
export async function register(
  ctx: AppContext,
  input: { userName: string; mobile: string; code: string; password: string; name?: string | undefined } & SentTerms,
  ip: string | null,
): Promise<UserRow> {
  await admitCheck(ctx, ip);
  if (await isUserNameTaken(ctx.db, input.userName)) throw userNameTaken();
  if (await isMobileTaken(ctx.db, input.mobile)) throw mobileTaken();
  const terms = registrationTerms.value;
  const accepted = await terms.accept(ctx, input);
  await consumeSmsCode(ctx, { mobile: input.mobile, purpose: 'register', code: input.code });
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          userName: input.userName,
          mobile: input.mobile,
          name: input.name || input.userName,
          passwordHash,
          acceptedUserAgreementVersion: accepted.userAgreementVersion,
          acceptedPrivacyVersion: accepted.privacyVersion,
        })
        .returning();
      if (!row) throw new Error('user insert returned no row');
      await terms.record(tx, row.id, accepted, ip);
      return row;
    });
  } catch (error) {
    // A parallel registration won the race for the same name or number.
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.includes('mobile')) throw mobileTaken();
    if (constraint) throw userNameTaken();
    throw error;
  }
}
