import type { LoginResult } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../shared/navigation.ts';
import { saveLogin } from '../../shared/session.ts';
import { mergeBuylist } from '../cart/index.ts';

/** After a login: keep the session and go back to `?redirect=` (SPEC §2), else to `fallback`. */
export function useAfterLogin(fallback = '/') {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  return (result: LoginResult) => {
    queryClient.clear();
    saveLogin(result.userInfo, result.expiresAt);
    // A visitor's buylist cookie moves into the user's cart (SPEC §3).
    void mergeBuylist(queryClient);
    navigate(safeRedirect(params.get('redirect'), fallback), { replace: true });
  };
}
