import { type UserInfo, userRoutes } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { call } from './request/call.ts';
import { clearSession, updateUserInfo, useSession } from './session.ts';

/**
 * The signed-in user as every feature sees it: who they are, what they may do, and how they leave. The user
 * feature (login, registration, the profile) and the company, order, seal… features all read these.
 */
export const USER_INFO_KEY = ['user', 'info'] as const;
export const USER_POWER_KEY = ['user', 'power'] as const;

/** The calls about the session itself, which the user feature's `userApi` offers too. */
export const sessionApi = {
  logout: () => call(userRoutes.logout, undefined, { passCodes: [401, 'E_300'] }),
  info: () => call(userRoutes.info),
  power: () => call(userRoutes.power),
};

/** The logged-in user from GET /user/info, starting from the stored copy; keeps the stored copy fresh. */
export function useUserInfo() {
  const session = useSession();
  const query = useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: () => sessionApi.info(),
    enabled: session.loggedIn,
    placeholderData: session.userInfo ?? undefined,
  });
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) updateUserInfo(query.data);
  }, [query.data, query.isPlaceholderData]);
  return { ...query, user: query.data ?? session.userInfo };
}

/** After a call that answers the new user info: update the cache and the stored copy. */
export function useSetUserInfo() {
  const queryClient = useQueryClient();
  return (user: UserInfo) => {
    queryClient.setQueryData(USER_INFO_KEY, user);
    updateUserInfo(user);
  };
}

/** The caller's permission codes and company (GET /user/getUserPower); menus and buttons follow it. */
export function useUserPower() {
  const { userInfo } = useSession();
  return useQuery({
    queryKey: USER_POWER_KEY,
    queryFn: () => sessionApi.power(),
    enabled: Boolean(userInfo),
    staleTime: 60_000,
  });
}

/** Ends the session on the server (best effort) and here, then goes to `to`. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (to = '/login') => {
    try {
      await sessionApi.logout();
    } catch {
      // An already-ended session still logs out here.
    }
    clearSession(true);
    queryClient.clear();
    navigate(to, { replace: true });
  };
}
