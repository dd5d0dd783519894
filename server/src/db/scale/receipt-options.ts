import { type ScaleSizes, takeWholeNumberFlags } from './options.ts';

/**
 * `--receipts N` (or `--receipts=N`): how many receipts in force, each listed, the receipts phase makes (receipts.ts).
 * Taken out of the arguments before the other sizes are read; without it, one receipt for every ten products: the
 * 100,000 the receipt market's search target is stated at for the million products (docs/PERFORMANCE.md).
 */
export function takeReceiptsArg(argv: readonly string[]): { receipts: number | undefined; rest: string[] } {
  const { given, rest } = takeWholeNumberFlags(argv, ['receipts']);
  return { receipts: given.receipts, rest };
}

/** The receipts made by default: one for every ten products. */
export const defaultReceipts = (products: number) => Math.round(products / 10);

/** The scale market's sizes with the receipts: none when left out (scale.int.test.ts makes none). */
export type ScaleMarketSizes = ScaleSizes & { receipts?: number };
