import type { AgreementInfo, AgreementVersion, UserAgreementType } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../user/index.ts';
import { findCurrentAgreement } from './current-versions.ts';
import type { AgreementVersionRow } from './tables.ts';

export const toAgreementVersion = (row: AgreementVersionRow): AgreementVersion => ({
  id: row.id,
  type: row.type,
  version: row.version,
  title: row.title,
  content: row.content,
  publishedAt: row.publishedAt.toISOString(),
});

export const acceptedVersionOf = (user: UserRow, type: UserAgreementType) =>
  type === 'user' ? user.acceptedUserAgreementVersion : user.acceptedPrivacyVersion;

/**
 * …/user/agreement/info and …/privacy/agreement/info: the current text, or null when none is
 * published; with a session, the caller's accepted version of this type.
 */
export async function agreementInfo(
  ctx: AppContext,
  type: UserAgreementType,
  user: UserRow | null,
): Promise<AgreementInfo | null> {
  const row = await findCurrentAgreement(ctx.db, type);
  if (!row) return null;
  return { ...toAgreementVersion(row), acceptedVersion: user ? acceptedVersionOf(user, type) : null };
}
