import { AUDIT_STATUS, type Language, type SealInfo, type SealRole, sealRoleLabelKey, translate } from '@hgsc/contracts';
import type { Auth } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { companyForCall } from '../company/index.ts';
import { maskMobile } from '../user/index.ts';
import { signingSeal } from './approved-seal.ts';
import { activeSeal, mainAccountOf, sealHistory } from './seal-repo.ts';
import { toSeal } from './seal-view.ts';

/**
 * POST /company/{role}/seal/info: the seal of the active company (or of `companyId`, another company
 * the caller belongs to; not a member → 404), needing company.seal there and a certified company.
 */
export async function sealInfo(
  ctx: AppContext,
  auth: Auth,
  role: SealRole,
  companyId: number | undefined,
  language: Language,
): Promise<SealInfo> {
  const { company } = await companyForCall(ctx.db, auth, companyId, 'company.seal');
  if (company.auditStatus !== AUDIT_STATUS.APPROVED) throw forbidden('company.notApproved');
  const [rows, active, signing, main] = await readTogether(ctx.db, [
    () => sealHistory(ctx.db, company.id, role),
    () => activeSeal(ctx.db, company.id, role),
    () => signingSeal(ctx.db, company.id, role),
    () => mainAccountOf(ctx.db, company.id),
  ]);
  const history = rows.map(({ seal, submittedByName }) =>
    toSeal(seal, language, { inForce: seal.id === active?.id, submittedByName }),
  );
  const latest = history[0] ?? null;
  const activeView =
    history.find((seal) => seal.inForce) ?? (active ? toSeal(active, language, { inForce: true, submittedByName: null }) : null);
  return {
    role,
    roleLabel: translate(sealRoleLabelKey(role), language),
    companyId: company.id,
    companyName: company.name,
    active: activeView,
    signsWith:
      signing && signing.id === active?.id
        ? activeView
        : signing && toSeal(signing, language, { inForce: true, submittedByName: null }),
    latest,
    pending: latest?.auditStatus === AUDIT_STATUS.PENDING ? latest : null,
    needsOldCode: active !== null,
    mainMobileMasked: maskMobile(main.mobile),
    history,
  };
}
