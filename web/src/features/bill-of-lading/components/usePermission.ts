import type { PermissionCode } from '@hgsc/contracts';
import { useUserPower } from '../../../shared/signed-in-user.ts';

/**
 * Whether the person holds a code in the company they act for (a main account holds every code its company may
 * have; a keeper's codes only in a warehouse company). The page hides the steps they may not take; undefined until
 * the codes are read.
 */
export function useHasCode(code: PermissionCode): boolean | undefined {
  const power = useUserPower();
  return power.data ? power.data.codes.includes(code) : undefined;
}
