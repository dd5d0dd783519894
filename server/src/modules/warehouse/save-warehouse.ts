import type { Warehouse, WarehouseSaveBody } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { resolvePlaces } from '../places/index.ts';
import { keeperCompanies, warehouses } from './tables.ts';
import { toWarehouse } from './views.ts';

/**
 * /admin/wr/warehouse/save: adds a warehouse, or edits one (an id). Its keeper must be a marked warehouse company
 * (the keeper row is read under a share lock: an unmark waits), and its places one province → city → area chain.
 */
export async function saveWarehouse(tx: Db, body: WarehouseSaveBody): Promise<Warehouse> {
  const places = resolvePlaces(body);
  const [keeper] = await tx
    .select({ name: companies.name })
    .from(keeperCompanies)
    .innerJoin(companies, eq(companies.id, keeperCompanies.companyId))
    .where(eq(keeperCompanies.companyId, body.keeperCompanyId))
    .for('share', { of: keeperCompanies });
  if (!keeper) throw invalidField('keeperCompanyId', 'warehouse.keeperNotMarked');

  const { id, ...fields } = body;
  const values = {
    ...fields,
    provinceName: places.provinceName,
    cityName: places.cityName,
    areaName: places.areaName,
  };
  try {
    const [row] = id
      ? await tx
          .update(warehouses)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(warehouses.id, id))
          .returning()
      : await tx.insert(warehouses).values(values).returning();
    if (!row) throw notFound('warehouse.notFound');
    return toWarehouse(row, keeper.name);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'warehouses_code_unique')
      throw new AppError('CONFLICT', 'warehouse.codeTaken', {}, { field: 'code' });
    throw error;
  }
}
