import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CART_QUERY_KEY } from '../cart/index.ts';
import { ORDER_QUERY_KEY } from './api.ts';

/** The checkout preview's query key (/order/settle) for what /pay was asked to check out. */
export const settleQueryKey = (body: unknown) => [...ORDER_QUERY_KEY, 'settle', body] as const;

const isSettleKey = (key: QueryKey) => key[0] === ORDER_QUERY_KEY[0] && key[1] === 'settle';

/**
 * After placing: leave the checkout, then refresh the cart and the orders. The preview is spent — its cart
 * lines are orders now, so asking /order/settle again answers 404 — and is never asked again: the page
 * may still be mounted while the next one loads (the first visit to /manage loads its routes), and an
 * invalidation would refetch it into an error toast beside 下单成功.
 */
export async function leaveCheckout(queryClient: QueryClient, navigate: () => Promise<void> | void): Promise<void> {
  await queryClient.cancelQueries({ predicate: (query) => isSettleKey(query.queryKey) });
  await navigate();
  queryClient.removeQueries({ predicate: (query) => isSettleKey(query.queryKey) && query.getObserversCount() === 0 });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY, predicate: (query) => !isSettleKey(query.queryKey) }),
  ]);
}
