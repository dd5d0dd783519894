import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/request/http.ts';
import { receiptContractApi, receiptContractKeys } from './receipt-contract-api.ts';

/**
 * One receipt order's contract as the caller's side sees it. Read once, not retried: a 403 or 404 (another company's
 * order, a reader without the contract codes) is the answer, which `refused` says so the page can explain it.
 */
export function useReceiptContract(orderId: number | undefined, enabled = true) {
  const query = useQuery({
    queryKey: receiptContractKeys.info(orderId ?? 0),
    queryFn: () => receiptContractApi.info(orderId as number),
    enabled: enabled && orderId !== undefined,
    retry: false,
  });
  const refused = isApiError(query.error) && (query.error.code === 403 || query.error.code === 404);
  return { ...query, refused };
}
