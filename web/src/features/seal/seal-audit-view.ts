import { type AdminSeal, type AdminSealDetail, AUDIT_STATUS } from '@hgsc/contracts';

/**
 * What the operator's seal drawer sets beside an application: while it is under review, the seal in force it would
 * replace (null: there is none, a first seal); once decided, nothing — the seal is shown alone with its decision, so
 * the seal in use is never said to replace 无（首次设置）.
 */
export function sealComparison(
  detail: Pick<AdminSealDetail, 'auditStatus' | 'replaces'>,
): { replaces: AdminSealDetail['replaces'] } | null {
  return detail.auditStatus === AUDIT_STATUS.PENDING ? { replaces: detail.replaces } : null;
}

/** Where an approved seal stands: the one in use (当前使用) or one a later approval replaced; null otherwise. */
export function approvedSealStanding(seal: Pick<AdminSeal, 'auditStatus' | 'inForce'>): 'inForce' | 'replaced' | null {
  if (seal.auditStatus !== AUDIT_STATUS.APPROVED) return null;
  return seal.inForce ? 'inForce' : 'replaced';
}
