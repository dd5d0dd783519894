import type { AcceptAgreementBody, AgreementStatus } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../user/tables.ts';
import { agreementStatusOf, assertCurrentVersions, recordAcceptances } from './acceptance.ts';
import { readCurrentVersions } from './current-versions.ts';

const NOT_CURRENT = { user: 'agreement.notCurrent.user', privacy: 'agreement.notCurrent.privacy' } as const;

/**
 * POST /user/update/version: the user accepts the current user agreement and privacy policy.
 * Both versions must be the current ones (an old version answers 409 naming the current one).
 */
export async function acceptAgreements(
  ctx: AppContext,
  userId: number,
  body: AcceptAgreementBody,
  ip: string | null,
): Promise<AgreementStatus> {
  const current = await readCurrentVersions(ctx.db);
  assertCurrentVersions(body, current, NOT_CURRENT);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        acceptedUserAgreementVersion: body.userAgreementVersion,
        acceptedPrivacyVersion: body.privacyVersion,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error(`user ${userId} vanished while accepting agreements`);
    await recordAcceptances(tx, userId, body, 'accept', ip);
    return row;
  });
  return agreementStatusOf(updated, current);
}
