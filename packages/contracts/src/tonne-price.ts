import { fromScaled, roundDiv, toScaled } from './scaled-decimal.ts';

/**
 * Prices compared like with like: per tonne. An offer priced per tonne or per kilogram converts by its unit; one
 * priced per drum, bag or tote by the net weight it declares for that unit (unitWeightKg). The database computes the
 * same figure (products.tonne_price, migration 0065) for the catalogue's price sorts and filters.
 */

/** Units that are weights, lower-cased, and their kilograms. */
export const WEIGHT_UNIT_KG: Readonly<Record<string, number>> = { 吨: 1000, t: 1000, 千克: 1, 公斤: 1, kg: 1 };

/** The unit is a weight: it needs no declared net weight. */
/**
 * 溢短装: how far weighed goods may be from the contract's quantity — a bill of lading's loads, an order's shipped and
 * settled quantity (千分之三).
 */
export const CONTRACT_WEIGHT_TOLERANCE = '0.003';

export const isWeightUnit = (unit: string): boolean => WEIGHT_UNIT_KG[unit.trim().toLowerCase()] !== undefined;

/** The unit is the tonne itself: its price is the price per tonne. */
export const isTonneUnit = (unit: string): boolean => WEIGHT_UNIT_KG[unit.trim().toLowerCase()] === 1000;

/**
 * The price per tonne of an offer (2 decimals, half up), or null when its unit is not a weight and it declares no
 * net weight: such an offer is compared by its own price.
 */
export function tonnePriceOf(price: string, unit: string, unitWeightKg: string | null | undefined): string | null {
  const kg = WEIGHT_UNIT_KG[unit.trim().toLowerCase()];
  const cents = toScaled(price, 2);
  if (kg !== undefined) return fromScaled((cents * 1000n) / BigInt(kg), 2);
  if (!unitWeightKg) return null;
  const weight = toScaled(unitWeightKg, 4);
  if (weight <= 0n) return null;
  // cents × 1000 kg ÷ (weight ÷ 10⁴) kg
  return fromScaled(roundDiv(cents * 1000n * 10_000n, weight), 2);
}
