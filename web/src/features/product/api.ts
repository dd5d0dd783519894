import { categoryRoutes, productRoutes, type RouteInput, shopRoutes } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** SPEC §7 "Shop and product" (product calls): the seller's products, their lifecycle and lists. */
export const productApi = {
  save: (body: RouteInput<typeof productRoutes.save>) => call(productRoutes.save, body),
  update: (body: RouteInput<typeof productRoutes.update>) => call(productRoutes.update, body),
  /** With the audit history and the price history. */
  info: (id: number) => call(productRoutes.info, { id }),
  up: (id: number) => call(productRoutes.up, { id }),
  down: (id: number) => call(productRoutes.down, { id }),
  revoke: (id: number) => call(productRoutes.revoke, { id }),
  updatePrice: (id: number, prices: { price: string | null; priceTiers?: { minQty: string; price: string }[] }) =>
    call(productRoutes.updatePrice, { id, ...prices }),
  showcase: (id: number, show: boolean) => call(productRoutes.showcase, { id, show }),
  /** On shelf. */
  offerList: (body: RouteInput<typeof productRoutes.offerList>) => call(productRoutes.offerList, body),
  /** Drafts, under review, rejected (`state` narrows). */
  auditList: (body: RouteInput<typeof productRoutes.auditList>) => call(productRoutes.auditList, body),
  /** Approved, on and off shelf (`publishStatus` narrows). */
  saleList: (body: RouteInput<typeof productRoutes.saleList>) => call(productRoutes.saleList, body),
  /** Every state. */
  ownList: (body: RouteInput<typeof shopRoutes.ownProducts>) => call(shopRoutes.ownProducts, body),
};

/** The category picker: enabled leaf categories, each with its path from the top. */
export const categoryApi = {
  selectable: () => call(categoryRoutes.selectable, {}),
};

/** Every product query starts with PRODUCT_KEY. */
export const PRODUCT_KEY = ['product'] as const;
export const PRODUCT_LIST_KEY = ['product', 'list'] as const;
export const productDetailKey = (id: number) => ['product', 'detail', id] as const;
export const CATEGORY_PICKER_KEY = ['category', 'selectable'] as const;
