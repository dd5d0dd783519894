import { useQuery } from '@tanstack/react-query';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { BILLS_KEY, billApi } from '../api.ts';

const REFERENCE_STALE_MS = 5 * 60_000;

/**
 * The warehouses and factory warehouses the company keeps (enabled ones): every one the select lists offer, kept to
 * those whose keeper is the company the person acts for.
 */
export function useKeeperWarehouses() {
  const power = useUserPower();
  const company = power.data?.company?.id;
  const all = useQuery({
    queryKey: [...BILLS_KEY, 'keeperWarehouses'],
    queryFn: () => billApi.warehouses(),
    staleTime: REFERENCE_STALE_MS,
  });
  return {
    isPending: all.isPending || power.isPending,
    warehouses: (all.data ?? []).filter((warehouse) => company !== undefined && warehouse.keeperCompanyId === company),
  };
}
