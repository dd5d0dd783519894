import { checkBatch, compareDecimal, QUANTITY_PATTERN, type ShippingProgress, trimZeros } from '@hgsc/contracts';
import Decimal from 'decimal.js';

export type LineState = 'short' | 'inBand' | 'over';

export interface BatchPreview {
  lines: { itemId: number; after: string; state: LineState }[];
  /** This batch ships the order (every line within its band). */
  complete: boolean;
  /** A weighed line loads in this batch: the weighbridge ticket is asked for. */
  weighing: boolean;
}

/** A typed quantity, or 0 while it is blank or not yet a quantity. */
const typed = (value: string | undefined) => {
  const text = value?.trim() ?? '';
  return QUANTITY_PATTERN.test(text) ? text : '0';
};

/**
 * What the batch being typed would make of each line (its total after, short of / within / over its band) and of the
 * order: the same rule the server checks (order-shipment.ts checkBatch), before anything is sent.
 */
export function previewBatch(shipping: readonly ShippingProgress[], entered: readonly (string | undefined)[]): BatchPreview {
  const batch = shipping.map((line, i) => ({ itemId: line.itemId, quantity: typed(entered[i]) }));
  const lines = shipping.map((line, i) => {
    const after = trimZeros(new Decimal(line.shipped).plus(batch[i]?.quantity ?? '0').toFixed());
    const state: LineState =
      compareDecimal(after, line.max) > 0 ? 'over' : compareDecimal(after, line.min) >= 0 ? 'inBand' : 'short';
    return { itemId: line.itemId, after, state };
  });
  const check = checkBatch(
    shipping.map((line) => ({ itemId: line.itemId, unit: line.unit, quantity: line.quantity, shipped: line.shipped })),
    batch,
  );
  return {
    lines,
    complete: check.problem === null && check.complete,
    weighing: shipping.some((line, i) => line.weighed && /[1-9]/.test(batch[i]?.quantity ?? '')),
  };
}
