import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_QUERY_KEY } from './api.ts';
import { leaveCheckout, settleQueryKey } from './leave-checkout.ts';

/** A checkout page still showing its preview while the next page loads, and an order list in the cache. */
async function checkoutShowing() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const settle = vi.fn(async () => ({ groups: [] }));
  const observer = new QueryObserver(queryClient, { queryKey: settleQueryKey({ cartIds: [1] }), queryFn: settle });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(settle).toHaveBeenCalledTimes(1));
  const list = vi.fn(async () => ({ records: [] }));
  const listObserver = new QueryObserver(queryClient, { queryKey: [...ORDER_QUERY_KEY, 'list', 'buyer'], queryFn: list });
  const unsubscribeList = listObserver.subscribe(() => {});
  await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(1));
  return { queryClient, settle, list, unsubscribe, unsubscribeList };
}

describe('leaveCheckout', () => {
  it('never asks for the spent preview again, even while the checkout is still mounted', async () => {
    const { queryClient, settle, list, unsubscribe, unsubscribeList } = await checkoutShowing();
    // The next page takes a while to load: the checkout (its settle observer) is still there meanwhile.
    let navigated = false;
    await leaveCheckout(queryClient, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      navigated = true;
    });
    expect(navigated).toBe(true);
    expect(settle).toHaveBeenCalledTimes(1);
    // The other order queries are refreshed.
    expect(list).toHaveBeenCalledTimes(2);
    unsubscribe();
    unsubscribeList();
  });

  it('forgets the preview once the checkout has gone', async () => {
    const { queryClient, unsubscribe, unsubscribeList } = await checkoutShowing();
    await leaveCheckout(queryClient, () => unsubscribe());
    expect(queryClient.getQueryCache().findAll({ queryKey: [...ORDER_QUERY_KEY, 'settle'] })).toHaveLength(0);
    unsubscribeList();
  });
});
