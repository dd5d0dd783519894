import { AUDIT_STATUS, type Product, PUBLISH_STATUS, type ShopOwnProduct } from '@hgsc/contracts';

/** The tabs of /manage/goodslist, by product state. */
export const PRODUCT_TABS = ['all', 'onShelf', 'pending', 'rejected', 'offShelf', 'draft'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];
export const isProductTab = (value: string | null): value is ProductTab => PRODUCT_TABS.includes(value as ProductTab);

/** Which call lists a tab, and with what filter. */
export const TAB_LISTS = {
  all: { list: 'own', filter: {} },
  onShelf: { list: 'offer', filter: {} },
  pending: { list: 'audit', filter: { state: '0' } },
  rejected: { list: 'audit', filter: { state: '2' } },
  offShelf: { list: 'sale', filter: { publishStatus: PUBLISH_STATUS.OFF_SHELF } },
  draft: { list: 'audit', filter: { state: 'draft' } },
} as const satisfies Record<ProductTab, { list: 'own' | 'offer' | 'audit' | 'sale'; filter: object }>;

/** A row of the seller's product list, whichever call answered it. */
export interface SellerProductRow {
  id: number;
  name: string;
  casNumber: string;
  categoryName: string | null;
  coverUrl: string | null;
  /** null: 面议. */
  price: string | null;
  unit: string;
  stock: string;
  minOrderQty: string;
  packagingLabel: string;
  isDangerous: boolean;
  /** null = draft (未提交), else SPEC §3 audit status. */
  auditStatus: number | null;
  auditStatusLabel: string;
  auditReason: string | null;
  publishStatus: number;
  publishStatusLabel: string;
  /** In the shop's showcase; null when the list does not say (the all-states list). */
  showcase: boolean | null;
  updatedAt: string;
}

const common = (p: Product | ShopOwnProduct) => ({
  id: p.id,
  name: p.name,
  casNumber: p.casNumber,
  price: p.price,
  unit: p.unit,
  stock: p.stock,
  minOrderQty: p.minOrderQty,
  packagingLabel: p.packagingLabel,
  isDangerous: p.isDangerous,
  auditStatus: p.auditStatus,
  auditStatusLabel: p.auditStatusLabel,
  auditReason: p.auditReason,
  publishStatus: p.publishStatus,
  publishStatusLabel: p.publishStatusLabel,
  updatedAt: p.updatedAt,
});

export const rowOfProduct = (p: Product): SellerProductRow => ({
  ...common(p),
  categoryName: p.categoryName,
  coverUrl: p.imageUrls[0] ?? null,
  showcase: p.showcase,
});

export const rowOfOwnProduct = (p: ShopOwnProduct): SellerProductRow => ({
  ...common(p),
  categoryName: p.categoryName,
  coverUrl: p.coverUrl,
  showcase: null,
});

/** What the seller may do with a product; the list shows a button for each, in this order. */
export type SellerAction = 'edit' | 'submit' | 'revoke' | 'up' | 'down' | 'price' | 'show' | 'hide';

/**
 * The actions a product's state allows (mirrors the server's rules, which decide in the end):
 * - under review: only withdraw it (撤回);
 * - approved and on shelf: edit (back to review), take off shelf, change the price, showcase;
 * - approved and off shelf: edit, put on shelf, change the price;
 * - draft or rejected: edit, submit for audit, change the price.
 */
export function actionsFor(row: Pick<SellerProductRow, 'auditStatus' | 'publishStatus' | 'showcase'>): SellerAction[] {
  if (row.auditStatus === AUDIT_STATUS.PENDING) return ['revoke'];
  if (row.auditStatus === AUDIT_STATUS.APPROVED) {
    if (row.publishStatus !== PUBLISH_STATUS.ON_SHELF) return ['edit', 'up', 'price'];
    const showcase: SellerAction[] = row.showcase === null ? [] : [row.showcase ? 'hide' : 'show'];
    return ['edit', 'down', 'price', ...showcase];
  }
  return ['edit', 'submit', 'price'];
}

/** The tab where a product now stands (after a save, the list opens there). */
export function tabOf(row: Pick<SellerProductRow, 'auditStatus' | 'publishStatus'>): ProductTab {
  if (row.auditStatus === null) return 'draft';
  if (row.auditStatus === AUDIT_STATUS.PENDING) return 'pending';
  if (row.auditStatus === AUDIT_STATUS.REJECTED) return 'rejected';
  return row.publishStatus === PUBLISH_STATUS.ON_SHELF ? 'onShelf' : 'offShelf';
}
