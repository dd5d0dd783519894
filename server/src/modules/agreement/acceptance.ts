import { type AgreementStatus, type MessageKey, USER_AGREEMENT_TYPES, type UserAgreementType } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/index.ts';
import type { CurrentVersions } from './current-versions.ts';
import { agreementAcceptances } from './tables.ts';

/** Accepted versions as the client sends them. */
export interface AcceptedVersions {
  userAgreementVersion: number;
  privacyVersion: number;
}

/** Versions a client sent; a type left out is not being accepted. */
export interface SentVersions {
  userAgreementVersion?: number | undefined;
  privacyVersion?: number | undefined;
}

export const sentVersionOf = (sent: SentVersions, type: UserAgreementType) =>
  type === 'user' ? sent.userAgreementVersion : sent.privacyVersion;

/**
 * 409 when a version the client sent is not the current one of its type (an old page, or a new
 * version published while the user was reading). Types the client did not send are skipped.
 */
export function assertCurrentVersions(
  sent: SentVersions,
  current: CurrentVersions,
  messages: Record<UserAgreementType, MessageKey>,
) {
  for (const type of USER_AGREEMENT_TYPES) {
    const version = sentVersionOf(sent, type);
    if (version !== undefined && version !== current[type]) {
      throw new AppError(
        'WRONG_STATE',
        messages[type],
        { current: current[type] },
        { field: type === 'user' ? 'userAgreementVersion' : 'privacyVersion', ...currentData(current) },
      );
    }
  }
}

const currentData = (current: CurrentVersions) => ({ userAgreementVersion: current.user, privacyVersion: current.privacy });

/** The consent evidence: one row per published type accepted. */
export async function recordAcceptances(
  db: Db,
  userId: number,
  accepted: AcceptedVersions,
  via: 'register' | 'accept' | 'seed',
  ip: string | null,
) {
  const rows = USER_AGREEMENT_TYPES.map((type) => ({
    userId,
    type,
    version: sentVersionOf(accepted, type) ?? 0,
    via,
    ip,
  })).filter((row) => row.version > 0);
  if (rows.length > 0) await db.insert(agreementAcceptances).values(rows);
}

export function agreementStatusOf(user: UserRow, current: CurrentVersions): AgreementStatus {
  return {
    userAgreementVersion: user.acceptedUserAgreementVersion,
    privacyVersion: user.acceptedPrivacyVersion,
    currentUserAgreementVersion: current.user,
    currentPrivacyVersion: current.privacy,
    pending: user.acceptedUserAgreementVersion < current.user || user.acceptedPrivacyVersion < current.privacy,
  };
}

const REGISTER_STALE = { user: 'agreement.registerStale.user', privacy: 'agreement.registerStale.privacy' } as const;

/**
 * Registration: the versions shown on the form must still be current (409 asks to reload). Types
 * not sent are not accepted: the new user is asked to accept them at the first call.
 */
export function registrationAcceptance(sent: SentVersions, current: CurrentVersions): AcceptedVersions {
  assertCurrentVersions(sent, current, REGISTER_STALE);
  return { userAgreementVersion: sent.userAgreementVersion ?? 0, privacyVersion: sent.privacyVersion ?? 0 };
}
