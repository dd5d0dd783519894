import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../shared/session.ts';
import { companyApi, MY_COMPANIES_KEY } from './api.ts';

/** The id of the company the signed-in user acts for (undefined while loading, for an operator, or with none). */
export function useActiveCompanyId(): number | undefined {
  const { userInfo } = useSession();
  const { data: companies } = useQuery({
    queryKey: MY_COMPANIES_KEY,
    queryFn: () => companyApi.myList(),
    enabled: Boolean(userInfo) && userInfo?.role !== 'operator',
    staleTime: 60_000,
  });
  return companies?.find((company) => company.active)?.companyId;
}
