import type { Page, PageQuery, Warehouse, WarehouseKind } from '@hgsc/contracts';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { warehouses } from './tables.ts';
import { toWarehouse } from './views.ts';

const keywordFilter = (keyword: string | undefined): SQL | undefined => {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(warehouses.name, pattern), ilike(warehouses.code, pattern), ilike(warehouses.address, pattern));
};

const withKeeper = (db: Db) =>
  db
    .select({ row: warehouses, keeperName: companies.name })
    .from(warehouses)
    .innerJoin(companies, eq(companies.id, warehouses.keeperCompanyId));

/** /wr/warehouse/select/list and /wr/factory/select/list: the enabled ones of a kind, by keyword or city. */
export async function listWarehousesOfKind(
  db: Db,
  kind: WarehouseKind,
  filter: { keyword?: string | undefined; cityCode?: string | undefined },
): Promise<Warehouse[]> {
  const rows = await withKeeper(db)
    .where(
      and(
        eq(warehouses.kind, kind),
        eq(warehouses.enabled, true),
        keywordFilter(filter.keyword),
        filter.cityCode ? eq(warehouses.cityCode, filter.cityCode) : undefined,
      ),
    )
    .orderBy(asc(warehouses.code))
    .limit(500);
  return rows.map(({ row, keeperName }) => toWarehouse(row, keeperName));
}

/** /admin/wr/warehouse/list: every warehouse, enabled or not, by code. */
export function listAllWarehouses(
  db: Db,
  query: PageQuery & { keyword?: string | undefined; kind?: WarehouseKind | undefined },
): Promise<Page<Warehouse>> {
  const where = and(keywordFilter(query.keyword), query.kind ? eq(warehouses.kind, query.kind) : undefined);
  return readPage(
    query,
    withKeeper(db).where(where).orderBy(asc(warehouses.code)),
    db.select({ n: count() }).from(warehouses).where(where),
    ({ row, keeperName }) => toWarehouse(row, keeperName),
  );
}

/**
 * /wr/warehouse/info: one warehouse, disabled ones too, since a holder's receipts and bills still name a warehouse the
 * operator has since closed to new deposits. Reference data: the same answer for every signed-in user.
 */
export async function warehouseInfo(db: Db, id: number): Promise<Warehouse> {
  const [found] = await withKeeper(db).where(eq(warehouses.id, id)).limit(1);
  if (!found) throw notFound('warehouse.notFound');
  return toWarehouse(found.row, found.keeperName);
}
