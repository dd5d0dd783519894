import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../shared/session.ts';
import { userApi } from './api.ts';

export const USER_POWER_KEY = ['user', 'power'] as const;

/** The caller's permission codes and company (GET /user/getUserPower); menus and buttons follow it. */
export function useUserPower() {
  const { userInfo } = useSession();
  return useQuery({ queryKey: USER_POWER_KEY, queryFn: () => userApi.power(), enabled: Boolean(userInfo), staleTime: 60_000 });
}
