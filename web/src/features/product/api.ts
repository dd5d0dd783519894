import {
  type Page,
  type Product,
  type ProductDetail,
  type productAuditListBody,
  type productSaleListBody,
  type productSaveBody,
  type productUpdateBody,
  type RouteInput,
  type SelectableCategory,
  type sellerProductListBody,
  shopRoutes,
} from '@hgsc/contracts';
import type { z } from 'zod';
import { call } from '../../shared/request/call.ts';
import { http } from '../../shared/request/http.ts';

/** SPEC §7 "Shop and product" (product calls): the seller's products, their lifecycle and lists. */
export const productApi = {
  save: (body: z.input<typeof productSaveBody>) => http.post<Product>('/product/save', body),
  update: (body: z.input<typeof productUpdateBody>) => http.post<Product>('/product/update', body),
  /** With the audit history and the price history. */
  info: (id: number) => http.get<ProductDetail>('/product/info', { id }),
  up: (id: number) => http.post<Product>('/product/UPProduct', { id }),
  down: (id: number) => http.post<Product>('/product/DownProduct', { id }),
  revoke: (id: number) => http.post<Product>('/product/revocation', { id }),
  updatePrice: (id: number, price: string) => http.post<Product>('/product/update/price', { id, price }),
  showcase: (id: number, show: boolean) => http.post<Product>('/product/productShow', { id, show }),
  /** On shelf. */
  offerList: (body: z.input<typeof sellerProductListBody>) => http.post<Page<Product>>('/product/selectofferinfo', body),
  /** Drafts, under review, rejected (`state` narrows). */
  auditList: (body: z.input<typeof productAuditListBody>) => http.post<Page<Product>>('/product/selectauditinfo', body),
  /** Approved, on and off shelf (`publishStatus` narrows). */
  saleList: (body: z.input<typeof productSaleListBody>) => http.post<Page<Product>>('/product/secletsaleinfo', body),
  /** Every state. */
  ownList: (body: RouteInput<typeof shopRoutes.ownProducts>) => call(shopRoutes.ownProducts, body),
};

/** The category picker: enabled leaf categories, each with its path from the top. */
export const categoryApi = {
  selectable: () => http.post<SelectableCategory[]>('/product/productSelectCategory', {}),
};

/** Every product query starts with PRODUCT_KEY. */
export const PRODUCT_KEY = ['product'] as const;
export const PRODUCT_LIST_KEY = ['product', 'list'] as const;
export const productDetailKey = (id: number) => ['product', 'detail', id] as const;
export const CATEGORY_PICKER_KEY = ['category', 'selectable'] as const;
