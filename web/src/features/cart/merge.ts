import type { QueryClient } from '@tanstack/react-query';
import { t } from '../../shared/i18n/index.ts';
import { isApiError } from '../../shared/request/http.ts';
import { showInfoToast } from '../../shared/toast.ts';
import { CART_QUERY_KEY, cartApi } from './api.ts';
import { clearBuylist, getBuylist } from './buylist-store.ts';

/**
 * After a login: the visitor's buylist cookie goes into the user's cart (quantities add up with
 * lines already there) and the cookie is cleared. Items the server could not add are counted in a
 * notice; a refused or failed merge keeps the cookie and throws nothing: a login must not fail because of it.
 */
export async function mergeBuylist(queryClient?: QueryClient): Promise<void> {
  const items = getBuylist();
  if (items.length === 0) return;
  try {
    const result = await cartApi.merge(items);
    clearBuylist();
    if (result.skipped.length > 0) showInfoToast(t('mycart.mergeSkipped', { count: result.skipped.length }));
  } catch (error) {
    if (!isApiError(error)) throw error;
  }
  await queryClient?.invalidateQueries({ queryKey: CART_QUERY_KEY });
}
