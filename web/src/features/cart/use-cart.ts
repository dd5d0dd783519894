import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { isApiError } from '../../shared/request/http.ts';
import { useSession } from '../../shared/session.ts';
import { showSuccessToast, showValidationToast } from '../../shared/toast.ts';
import { CART_COUNT_KEY, CART_QUERY_KEY, cartApi } from './api.ts';
import { putBuylistItem } from './buylist.ts';
import { getBuylist, saveBuylist, useBuylist } from './buylist-store.ts';
import { plainQuantity, type QuantityProblem, quantityProblem } from './quantity.ts';

/** The number of lines in the cart: the user's (server) or the visitor's buylist. */
export function useCartCount(): number {
  const { loggedIn } = useSession();
  const buylist = useBuylist();
  const count = useQuery({ queryKey: CART_COUNT_KEY, queryFn: cartApi.count, enabled: loggedIn, retry: false });
  return loggedIn ? (count.data?.count ?? 0) : buylist.length;
}

/** A product's limits as the details page knows them. */
export interface AddToCartProduct {
  productId: number;
  minQty: string;
  stock: string;
  unit: string;
}

/** The message of a quantity problem, in the server's own words (contracts catalogue). */
export function useQuantityMessage() {
  const { t } = useTranslation();
  return (problem: QuantityProblem, product: Omit<AddToCartProduct, 'productId'>) => {
    const params = { min: plainQuantity(product.minQty), stock: plainQuantity(product.stock), unit: product.unit };
    if (problem === 'soldOut') return t('cart.soldOut');
    if (problem === 'belowMin') return t('cart.belowMin', params);
    if (problem === 'overStock') return t('cart.overStock', params);
    return t('mycart.invalidQuantity');
  };
}

/**
 * Adds a product to the cart: a logged-in user's through /ordercart/addtocart, a visitor's into the
 * buylist cookie (checked here against the minimum and the stock, the server checks again on the
 * merge). Resolves true when added; every failure has been shown.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  const messageOf = useQuantityMessage();
  const [busy, setBusy] = useState(false);

  const add = async (product: AddToCartProduct, quantity: string): Promise<boolean> => {
    const limits = { min: product.minQty, stock: product.stock };
    const problem = quantityProblem(quantity, limits);
    if (problem) {
      showValidationToast(messageOf(problem, product));
      return false;
    }
    if (!loggedIn) {
      const next = putBuylistItem(getBuylist(), product.productId, quantity, 'add');
      const total = next.find((item) => item.productId === product.productId)?.quantity ?? quantity;
      const totalProblem = quantityProblem(total, limits);
      if (totalProblem) {
        showValidationToast(messageOf(totalProblem, product));
        return false;
      }
      if (!saveBuylist(next)) {
        showValidationToast(t('mycart.buylistFull'));
        return false;
      }
      showSuccessToast(t('cart.added'));
      return true;
    }
    setBusy(true);
    try {
      await cartApi.add({ productId: product.productId, quantity });
      showSuccessToast(t('cart.added'));
      return true;
    } catch (error) {
      if (!isApiError(error)) throw error;
      return false;
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    }
  };

  return { add, busy };
}
