import { AUDIT_STATUS, type KeeperCompany } from '@hgsc/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { keeperCompanies, warehouses } from './tables.ts';

const warehouseCount = sql<number>`(select count(*)::int from ${warehouses} where ${warehouses.keeperCompanyId} = ${keeperCompanies.companyId})`;

const keeperColumns = {
  companyId: keeperCompanies.companyId,
  companyName: companies.name,
  creditCode: companies.creditCode,
  warehouseCount,
  markedAt: keeperCompanies.markedAt,
};

const toKeeper = (row: {
  companyId: number;
  companyName: string;
  creditCode: string;
  warehouseCount: number;
  markedAt: Date;
}): KeeperCompany => ({
  ...row,
  markedAt: row.markedAt.toISOString(),
});

/** /admin/wr/keeper/list: every warehouse company, by name. */
export async function listKeepers(db: Db): Promise<KeeperCompany[]> {
  const rows = await db
    .select(keeperColumns)
    .from(keeperCompanies)
    .innerJoin(companies, eq(companies.id, keeperCompanies.companyId))
    .orderBy(asc(companies.name));
  return rows.map(toKeeper);
}

async function readKeeper(db: Db, companyId: number): Promise<KeeperCompany> {
  const [row] = await db
    .select(keeperColumns)
    .from(keeperCompanies)
    .innerJoin(companies, eq(companies.id, keeperCompanies.companyId))
    .where(eq(keeperCompanies.companyId, companyId));
  if (!row) throw notFound('warehouse.keeperNotMarked');
  return toKeeper(row);
}

/**
 * /admin/wr/keeper/mark: a certified company becomes a warehouse company; marking it again changes nothing. The
 * company row is locked so that a certification being withdrawn at the same moment is seen.
 */
export async function markKeeper(tx: Db, companyId: number, operatorId: number): Promise<KeeperCompany> {
  const [company] = await tx
    .select({ auditStatus: companies.auditStatus })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) throw notFound('warehouse.companyNotFound');
  if (company.auditStatus !== AUDIT_STATUS.APPROVED) throw wrongState('warehouse.keeperNotCertified');
  await tx.insert(keeperCompanies).values({ companyId, markedBy: operatorId }).onConflictDoNothing();
  return readKeeper(tx, companyId);
}

/**
 * /admin/wr/keeper/unmark: only a warehouse company that keeps no warehouse loses its mark; its receipts' goods would
 * otherwise have no keeper.
 */
export async function unmarkKeeper(tx: Db, companyId: number): Promise<void> {
  const [keeper] = await tx.select().from(keeperCompanies).where(eq(keeperCompanies.companyId, companyId)).for('update');
  if (!keeper) throw notFound('warehouse.keeperNotMarked');
  const [kept] = await tx.select({ n: count() }).from(warehouses).where(eq(warehouses.keeperCompanyId, companyId));
  if ((kept?.n ?? 0) > 0) throw wrongState('warehouse.keeperHasWarehouses', { count: kept?.n ?? 0 });
  await tx.delete(keeperCompanies).where(eq(keeperCompanies.companyId, companyId));
}
