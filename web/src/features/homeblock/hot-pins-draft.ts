import type { AdminHotPin } from '@hgsc/contracts';

/** A product in the operator's unsaved pin list (the server adds sortOrder when saved). */
export type PinnedProduct = Pick<AdminHotPin, 'productId' | 'name' | 'casNumber' | 'shopName' | 'visible'>;

/** Shifts a pin one place up (-1) or down (+1); unchanged at either end. */
export function movePin(pins: readonly PinnedProduct[], productId: number, delta: -1 | 1): PinnedProduct[] {
  const from = pins.findIndex((pin) => pin.productId === productId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= pins.length) return [...pins];
  const next = [...pins];
  [next[from], next[to]] = [next[to] as PinnedProduct, next[from] as PinnedProduct];
  return next;
}

export function removePin(pins: readonly PinnedProduct[], productId: number): PinnedProduct[] {
  return pins.filter((pin) => pin.productId !== productId);
}

/** Appends a product unless it is pinned already or the list is full. */
export function addPin(pins: readonly PinnedProduct[], product: PinnedProduct, max: number): PinnedProduct[] {
  if (pins.length >= max || pins.some((pin) => pin.productId === product.productId)) return [...pins];
  return [...pins, product];
}

/** Whether two lists pin the same products in the same order. */
export function samePins(a: readonly { productId: number }[], b: readonly { productId: number }[]): boolean {
  return a.length === b.length && a.every((pin, i) => pin.productId === b[i]?.productId);
}
