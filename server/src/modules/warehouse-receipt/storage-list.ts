import type { StorageRow } from '@hgsc/contracts';
import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { companies } from '../company/index.ts';
import { receiptProducts, warehouses } from '../warehouse/index.ts';
import { warehouseReceipts as r } from './tables.ts';

/**
 * /admin/wr/factory/storage/list: the goods each warehouse holds under receipts in force, by product, summed in the
 * database's exact numerics; what deals hold of them beside. The figures a stock-take is reconciled against.
 */
export async function storageList(
  db: Db,
  filter: { warehouseId?: number | undefined; kind?: 'warehouse' | 'factory' | undefined },
): Promise<StorageRow[]> {
  const rows = await db
    .select({
      warehouseId: warehouses.id,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      warehouseKind: warehouses.kind,
      keeperCompanyName: companies.name,
      productId: receiptProducts.id,
      productName: receiptProducts.name,
      grade: receiptProducts.grade,
      unit: receiptProducts.unit,
      receipts: count(),
      quantity: sum(r.quantity).mapWith(String),
      locked: sql<string>`coalesce(sum(${r.quantity}) filter (where ${r.lockType} <> 'none'), 0)::numeric(18,4)::text`,
    })
    .from(r)
    .innerJoin(warehouses, eq(warehouses.id, r.warehouseId))
    .innerJoin(companies, eq(companies.id, warehouses.keeperCompanyId))
    .innerJoin(receiptProducts, eq(receiptProducts.id, r.productId))
    .where(
      and(
        eq(r.status, 'active'),
        filter.warehouseId ? eq(r.warehouseId, filter.warehouseId) : undefined,
        filter.kind ? eq(warehouses.kind, filter.kind) : undefined,
      ),
    )
    .groupBy(warehouses.id, companies.name, receiptProducts.id)
    .orderBy(asc(warehouses.code), asc(receiptProducts.name));
  return rows.map((row) => ({ ...row, quantity: row.quantity ?? '0.0000' }));
}
