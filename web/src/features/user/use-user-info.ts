import type { UserInfo } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { updateUserInfo, useSession } from '../../shared/session.ts';
import { userApi } from './api.ts';

export const USER_INFO_KEY = ['user', 'info'] as const;

/** The logged-in user from GET /user/info, starting from the stored copy; keeps the stored copy fresh. */
export function useUserInfo() {
  const session = useSession();
  const query = useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: () => userApi.info(),
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
