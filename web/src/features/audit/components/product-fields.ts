import { packagingLabelKey } from '@hgsc/contracts';
import type { TFunction } from 'i18next';
import { formatNumber, formatPrice } from '../../../shared/format.ts';
import type { SnapshotField } from './AuditHistory.tsx';

/** The fields a product's history keeps of it (server product-repo snapshotOf), in form order. */
const PRODUCT_SNAPSHOT_FIELDS = [
  'name',
  'casNumber',
  'categoryId',
  'grade',
  'purity',
  'packaging',
  'unit',
  'price',
  'minOrderQty',
  'stock',
  'deliveryPlace',
  'provinceCode',
  'cityCode',
  'warehouse',
  'validUntil',
  'images',
  'description',
  'isDangerous',
  'unNumber',
  'hazardClass',
  'sdsFileKey',
  'publishStatus',
] as const;

/** How a product snapshot's fields are labelled and shown in its history. */
export function productSnapshotFields(t: TFunction): SnapshotField[] {
  const formats: Partial<Record<(typeof PRODUCT_SNAPSHOT_FIELDS)[number], (value: unknown) => string>> = {
    packaging: (value) => t(packagingLabelKey(Number(value))),
    price: (value) => formatPrice(String(value)),
    minOrderQty: (value) => formatNumber(String(value)),
    stock: (value) => formatNumber(String(value)),
    images: (value) => t('audit.product.imageCount', { count: Array.isArray(value) ? value.length : 0 }),
    isDangerous: (value) => t(value ? 'audit.yes' : 'audit.no'),
    publishStatus: (value) => t(`publishStatus.${Number(value)}`),
  };
  return PRODUCT_SNAPSHOT_FIELDS.map((key) => {
    const format = formats[key];
    return { key, label: t(`audit.productField.${key}`), ...(format ? { format } : {}) };
  });
}
