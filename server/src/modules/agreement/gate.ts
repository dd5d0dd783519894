import type { Auth } from '../../platform/auth/plugin.ts';
import { registerSignedInGate } from '../../platform/auth/signed-in-gates.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/index.ts';
import { type CurrentVersions, cachedCurrentVersions } from './current-versions.ts';

/**
 * The calls a user who still has to accept the current agreements may make: read who they are and
 * what they may do, read and accept the texts (the info calls are public), log out.
 */
const OPEN_ROUTES = new Set(['/api/user/info', '/api/user/getUserPower', '/api/user/logout', '/api/user/update/version']);

export const hasAcceptedCurrent = (user: UserRow, current: CurrentVersions) =>
  user.acceptedUserAgreementVersion >= current.user && user.acceptedPrivacyVersion >= current.privacy;

export const agreementRequired = (current: CurrentVersions) =>
  new AppError(
    'AGREEMENT_REQUIRED',
    'agreement.required',
    {},
    { userAgreementVersion: current.user, privacyVersion: current.privacy },
  );

/**
 * Called by the auth plugin for every authenticated (non-public) route: a user whose accepted
 * version of either text is older than the current one gets 403 AGREEMENT_REQUIRED, whose data
 * names the versions to accept. Uses the accepted versions on the session's user row and the
 * cached current versions: no query per request. Operators run the platform and are not asked.
 */
export async function requireAcceptedAgreements(ctx: AppContext, auth: Auth, routeUrl: string | undefined) {
  if (auth.user.role === 'operator' || (routeUrl && OPEN_ROUTES.has(routeUrl))) return;
  const current = await cachedCurrentVersions(ctx);
  if (!hasAcceptedCurrent(auth.user, current)) throw agreementRequired(current);
}

// Every signed-in call passes the agreement gate (cached versions: no query per request).
registerSignedInGate(requireAcceptedAgreements);
