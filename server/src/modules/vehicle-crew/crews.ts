import { crewShortfalls, type VehicleCrew, type VehicleCrewInput } from '@hgsc/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { type VehicleCrewRow, vehicleCrews } from './tables.ts';

/**
 * Records the vehicle and crew a company names for a load, after checking it carries what the load needs (for
 * dangerous goods: the vehicle's permit, a qualified driver and a qualified escort). `field` names the input's place
 * of the crew in a refusal (`crew`: crew.transportPermitNo …).
 */
export async function recordCrew(
  tx: Db,
  companyId: number,
  crew: VehicleCrewInput,
  load: { hazardous: boolean; field: string },
): Promise<number> {
  const [shortfall] = crewShortfalls(crew, load.hazardous);
  if (shortfall) throw invalidField(`${load.field}.${shortfall.field}`, shortfall.key);
  const [row] = await tx
    .insert(vehicleCrews)
    .values({ companyId, ...crew })
    .returning({ id: vehicleCrews.id });
  if (!row) throw new Error('vehicle crew insert returned no row');
  return row.id;
}

export const toVehicleCrew = (row: VehicleCrewRow): VehicleCrew => ({
  plate: row.plate,
  transportPermitNo: row.transportPermitNo,
  driverName: row.driverName,
  driverIdNumber: row.driverIdNumber,
  driverPhone: row.driverPhone,
  driverQualificationNo: row.driverQualificationNo,
  escortName: row.escortName,
  escortIdNumber: row.escortIdNumber,
  escortPhone: row.escortPhone,
  escortQualificationNo: row.escortQualificationNo,
});

/** The crews of `ids`, by id. */
export async function crewsByIds(db: Db, ids: readonly number[]): Promise<Map<number, VehicleCrew>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(vehicleCrews)
    .where(inArray(vehicleCrews.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, toVehicleCrew(row)]));
}
