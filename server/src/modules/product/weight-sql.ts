import { WEIGHT_UNIT_KG } from '@hgsc/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** The units of WEIGHT_UNIT_KG weighing `kg`, as an SQL list: ('吨', 't'). */
export const unitsWeighing = (kg: number) =>
  `(${Object.entries(WEIGHT_UNIT_KG)
    .filter(([, weight]) => weight === kg)
    .map(([unit]) => `'${unit}'`)
    .join(', ')})`;

/**
 * The tonnes one unit weighs (tonne-price.ts): 1 for a tonne, 0.001 for a kilogram, a drum's or bag's net weight in
 * tonnes; null where the unit converts to no weight. Exact numeric: quantities times this are tonnes to the gram.
 */
export const tonnesPerUnit = (unit: SQL | string, unitWeightKg: SQL | string): SQL => {
  const u = typeof unit === 'string' ? sql.raw(unit) : unit;
  const kg = typeof unitWeightKg === 'string' ? sql.raw(unitWeightKg) : unitWeightKg;
  return sql`(CASE WHEN lower(btrim(${u})) IN ${sql.raw(unitsWeighing(1000))} THEN 1::numeric WHEN lower(btrim(${u})) IN ${sql.raw(unitsWeighing(1))} THEN 0.001::numeric WHEN ${kg} > 0 THEN ${kg} / 1000 END)`;
};
