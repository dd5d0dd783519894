import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSession } from '../../shared/session.ts';
import { CART_LIST_KEY, CART_QUERY_KEY, cartApi } from './api.ts';
import { putBuylistItem, removeBuylistItems } from './buylist.ts';
import { clearBuylist, getBuylist, saveBuylist, useBuylist } from './buylist-store.ts';
import { type CartGroup, type CartRow, groupsFromCart, groupsFromPrice } from './cart-groups.ts';

/**
 * The /mycart page's cart and its actions, the same for both owners: a logged-in user's lines on
 * the server, or a visitor's buylist cookie priced by the public /ordercart/getprice. Actions
 * reject on a failed call (already shown by the request layer).
 */
export function useCartView() {
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  const buylist = useBuylist();

  const server = useQuery({ queryKey: CART_LIST_KEY, queryFn: cartApi.list, enabled: loggedIn });
  const priced = useQuery({
    queryKey: [...CART_QUERY_KEY, 'price', buylist],
    queryFn: () => cartApi.price(buylist),
    enabled: !loggedIn && buylist.length > 0,
    // Changing a quantity keeps the rows on screen while the new prices load.
    placeholderData: keepPreviousData,
  });

  // Products that no longer exist leave the buylist.
  const unknownIds = priced.data?.unknownIds;
  useEffect(() => {
    if (unknownIds && unknownIds.length > 0) saveBuylist(removeBuylistItems(getBuylist(), unknownIds));
  }, [unknownIds]);

  const groups: CartGroup[] = useMemo(() => {
    if (loggedIn) return server.data ? groupsFromCart(server.data) : [];
    return priced.data && buylist.length > 0 ? groupsFromPrice(priced.data, buylist) : [];
  }, [loggedIn, server.data, priced.data, buylist]);

  const active = loggedIn ? server : priced;
  const refresh = () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });

  const setQuantity = async (row: CartRow, quantity: string) => {
    if (row.lineId === null) {
      saveBuylist(putBuylistItem(getBuylist(), row.productId, quantity, 'set'));
      return;
    }
    try {
      await cartApi.add({ productId: row.productId, quantity, mode: 'set' });
    } finally {
      await refresh();
    }
  };

  const remove = async (rows: readonly CartRow[]) => {
    const lineIds = rows.flatMap((row) => (row.lineId === null ? [] : [row.lineId]));
    if (lineIds.length === 0) {
      saveBuylist(
        removeBuylistItems(
          getBuylist(),
          rows.map((row) => row.productId),
        ),
      );
      return;
    }
    try {
      await (lineIds.length === 1 ? cartApi.remove(lineIds[0] as number) : cartApi.removeBatch(lineIds));
    } finally {
      await refresh();
    }
  };

  const clear = async () => {
    if (!loggedIn) {
      clearBuylist();
      return;
    }
    try {
      await cartApi.clear();
    } finally {
      await refresh();
    }
  };

  return {
    loggedIn,
    groups,
    /** First load only; later refreshes keep the rows on screen. */
    isLoading: (loggedIn || buylist.length > 0) && active.isPending,
    isError: active.isError && !active.data,
    isFetching: active.isFetching,
    retry: () => void active.refetch(),
    setQuantity,
    remove,
    clear,
  };
}
