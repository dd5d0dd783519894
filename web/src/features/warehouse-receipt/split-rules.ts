import { QUANTITY_PATTERN } from '@hgsc/contracts';
import Decimal from 'decimal.js';

/** What a split must respect: the receipt's quantity and pieces, and the product's lot rules. */
export interface SplitRules {
  quantity: string;
  pieces: number;
  minSplitQty: string;
  splitStep: string;
}

/** A message key of the catalogue and its parameters. */
export type Problem = [key: string, params?: Record<string, string>];

const decimalOf = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return QUANTITY_PATTERN.test(trimmed) ? new Decimal(trimmed) : null;
};

/**
 * The rule one part breaks, in the server's own words (the same checks as its checkSplit, in exact decimals), so the
 * modal says it before the call does.
 */
export function partProblem(text: string | undefined, rules: SplitRules): Problem | null {
  if (!(text ?? '').trim()) return ['receiptHolder.split.partRequired'];
  const part = decimalOf(text);
  if (!part) return ['warehouse.quantityInvalid'];
  if (part.isZero()) return ['warehouse.quantityPositive'];
  if (part.lessThan(rules.minSplitQty)) return ['receipt.splitBelowMinimum', { min: new Decimal(rules.minSplitQty).toString() }];
  // A receipt off the step (weighed, 119.86 t) leaves its remainder to one part: the server counts the odd parts.
  if (onStep(rules.quantity, rules) && !part.mod(rules.splitStep).isZero())
    return ['receipt.splitOffStep', { step: new Decimal(rules.splitStep).toString() }];
  if (rules.pieces > 0 && !piecesOf(part, rules)?.isInteger()) {
    const perPiece = new Decimal(rules.quantity).dividedBy(rules.pieces).toDecimalPlaces(6).toString();
    return ['receipt.splitPiecesNotWhole', { perPiece }];
  }
  return null;
}

const onStep = (quantity: Decimal.Value, rules: SplitRules) => new Decimal(quantity).mod(rules.splitStep).isZero();

/** More than one part off the step: only one may carry a weighed remainder. */
export function remainderProblem(parts: readonly (string | undefined)[], rules: SplitRules): Problem | null {
  const odd = parts.filter((text) => {
    const part = decimalOf(text);
    return part !== null && !part.isZero() && !onStep(part, rules);
  });
  return odd.length > 1 ? ['receipt.splitOffStep', { step: new Decimal(rules.splitStep).toString() }] : null;
}

/** The pieces a part of packed goods carries (q × pieces ÷ quantity, one exact division), or null for bulk goods. */
export function piecesOf(part: Decimal, rules: SplitRules): Decimal | null {
  if (rules.pieces === 0) return null;
  return part.times(rules.pieces).dividedBy(rules.quantity);
}

/** The running sum of the parts typed so far (those that read as quantities), and what is left of the receipt. */
export function splitTally(parts: readonly (string | undefined)[], quantity: string) {
  const sum = parts.reduce<Decimal>((total, text) => total.plus(decimalOf(text) ?? 0), new Decimal(0));
  const left = new Decimal(quantity).minus(sum);
  return { sum, left, balanced: left.isZero() };
}
