/**
 * What a module needs from a module that stands on it, without importing it: the lower module declares the slot
 * with what holds while nobody fills it, the higher one fills it when its index is loaded. Orders ask whether a line
 * is reviewed; reviews, which stand on orders, answer.
 */
export interface Slot<T> {
  fill(value: T): void;
  readonly value: T;
}

export function slot<T>(empty: T): Slot<T> {
  let value = empty;
  return {
    fill(filled) {
      value = filled;
    },
    get value() {
      return value;
    },
  };
}
