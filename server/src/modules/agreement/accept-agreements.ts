import type { AcceptAgreementBody, AgreementStatus } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../user/index.ts';
import { agreementStatusOf, assertCurrentVersions, recordAcceptances } from './acceptance.ts';
import { readCurrentVersions } from './current-versions.ts';

const NOT_CURRENT = { user: 'agreement.notCurrent.user', privacy: 'agreement.notCurrent.privacy' } as const;

/**
 * POST /user/update/version: the user accepts the current user agreement and privacy policy.
 * Both versions must be the current ones (an old version answers 409 naming the current one).
 */
export async function acceptAgreements(
  tx: Db,
  userId: number,
  body: AcceptAgreementBody,
  ip: string | null,
): Promise<AgreementStatus> {
  const current = await readCurrentVersions(tx);
  assertCurrentVersions(body, current, NOT_CURRENT);
  const [updated] = await tx
    .update(users)
    .set({
      acceptedUserAgreementVersion: body.userAgreementVersion,
      acceptedPrivacyVersion: body.privacyVersion,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new Error(`user ${userId} vanished while accepting agreements`);
  await recordAcceptances(tx, userId, body, 'accept', ip);
  return agreementStatusOf(updated, current);
}
