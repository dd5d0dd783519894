import { z } from 'zod';
import { compareDecimal, moneyField, positiveQuantityField } from './decimal-fields.ts';

/** 阶梯价: at most this many quantity tiers below an offer's base price. */
export const PRICE_TIER_LIMIT = 5;

/** From `minQty` (inclusive) up, `price` a unit, tax included. */
export const priceTierField = z.object({ minQty: positiveQuantityField, price: moneyField }).strict();
export type PriceTier = z.infer<typeof priceTierField>;
/** A tier as answered (decimal text). */
export const priceTierSchema = z.object({ minQty: z.string(), price: z.string() });

/** The tiers as a call gives them (none: one price). */
export const priceTiersInput = z
  .array(priceTierField, { error: 'field.invalid' })
  .max(PRICE_TIER_LIMIT, { error: 'product.tiersTooMany' });
export const priceTiersField = priceTiersInput.default([]);

/** The tiers' problems as `[index, field, message]`: each above the minimum order, quantities rising, prices falling below the base. */
export function priceTierProblems(
  offer: { price: string | null; minOrderQty: string },
  tiers: readonly PriceTier[],
): [
  number,
  'minQty' | 'price',
  'product.tierBelowMinimum' | 'product.tierQtyNotRising' | 'product.tierPriceNotFalling' | 'product.tiersNeedPrice',
][] {
  const problems: ReturnType<typeof priceTierProblems> = [];
  const basePrice = offer.price;
  // 面议 has no price for a tier to fall from: its price comes from the quote.
  if (basePrice === null) return tiers.map((_, index) => [index, 'price', 'product.tiersNeedPrice']);
  tiers.forEach((tier, index) => {
    const before = tiers[index - 1];
    if (compareDecimal(tier.minQty, offer.minOrderQty) <= 0) problems.push([index, 'minQty', 'product.tierBelowMinimum']);
    else if (before && compareDecimal(tier.minQty, before.minQty) <= 0)
      problems.push([index, 'minQty', 'product.tierQtyNotRising']);
    if (compareDecimal(tier.price, before?.price ?? basePrice) >= 0)
      problems.push([index, 'price', 'product.tierPriceNotFalling']);
  });
  return problems;
}

/**
 * The unit price of `quantity` of an offer: the tier with the largest threshold the quantity reaches, else the base
 * price. Exact: the thresholds are compared as decimals, never as floats.
 */
export function tierPriceOf(
  offer: { price: string; priceTiers?: readonly PriceTier[] | null },
  quantity: string,
): { price: string; tier: PriceTier | null } {
  let reached: PriceTier | null = null;
  for (const tier of offer.priceTiers ?? []) if (compareDecimal(quantity, tier.minQty) >= 0) reached = tier;
  return { price: reached?.price ?? offer.price, tier: reached };
}
