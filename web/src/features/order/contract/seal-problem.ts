import type { SealInfo, SealRole } from '@hgsc/contracts';

/** Why the company cannot sign in a role yet: no seal, one under review, or one refused. */
export type SealProblem = { kind: 'missing' | 'pending'; role: SealRole } | { kind: 'rejected'; role: SealRole; reason: string };

/**
 * What stands between the company and signing in the role of `info` (the server answers 409 only once the code is
 * asked for): null once a seal signs in the role (its own or the contract seal), or while the seal is not known yet.
 */
export function sealProblemOf(info: SealInfo | undefined): SealProblem | null {
  if (!info || info.signsWith) return null;
  const { role } = info;
  if (info.pending) return { kind: 'pending', role };
  if (info.latest?.auditStatus === 2) return { kind: 'rejected', role, reason: info.latest.auditReason ?? '' };
  return { kind: 'missing', role };
}

/** i18n key of a problem's sentence (its {{role}}, and {{reason}} for a refusal), and of the role's name. */
export const sealProblemKey = (problem: SealProblem) => `order.seal.${problem.kind}`;
export const sealRoleKey = (role: SealRole) => `order.seal.role.${role}`;
