import type { ShopField } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { checkShopImage, checkShopRegion } from './checks.ts';
import type { ShopRow } from './tables.ts';

/** Fields that may be cleared: an empty string stores null. */
const NULLABLE = new Set<ShopField>(['logoKey', 'bannerKey', 'intro', 'mainProducts', 'contactPhone']);

/** The fields of `input` that differ from `shop`, normalised as stored. */
export function changesOf(shop: ShopRow, input: Partial<Record<ShopField, string | undefined>>) {
  const changes: Partial<Record<ShopField, string | null>> = {};
  for (const [field, value] of Object.entries(input) as [ShopField, string | undefined][]) {
    if (value === undefined) continue;
    const next = NULLABLE.has(field) ? value || null : value;
    if (next !== shop[field]) changes[field] = next;
  }
  return changes;
}

/** Checks what changed: the region as a whole, new images uploaded by the caller. */
export async function checkChanges(db: Db, shop: ShopRow, changes: Partial<Record<ShopField, string | null>>, userId: number) {
  const merged = { ...shop, ...changes } as ShopRow;
  if ('provinceCode' in changes || 'cityCode' in changes || 'areaCode' in changes) checkShopRegion(merged);
  if (changes.logoKey) await checkShopImage(db, 'logoKey', changes.logoKey, userId);
  if (changes.bannerKey) await checkShopImage(db, 'bannerKey', changes.bannerKey, userId);
}
