import type { MyCompany } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../shared/session.ts';
import { companyApi, MY_COMPANIES_KEY } from './api.ts';

/** The companies the signed-in user belongs to (undefined while loading, for a visitor or an operator). */
export function useMyCompanies(): MyCompany[] | undefined {
  const { userInfo } = useSession();
  const { data } = useQuery({
    queryKey: MY_COMPANIES_KEY,
    queryFn: () => companyApi.myList(),
    enabled: Boolean(userInfo) && userInfo?.role !== 'operator',
    staleTime: 60_000,
  });
  return data;
}

/** The id of the company the signed-in user acts for (undefined while loading, for an operator, or with none). */
export const useActiveCompanyId = (): number | undefined => useMyCompanies()?.find((company) => company.active)?.companyId;
