/**
 * What a module needs from a module that stands on it, without importing it: the lower module declares the slot
 * with what holds while nobody fills it, the higher one fills it when its index is loaded. Orders ask whether a line
 * is reviewed; reviews, which stand on orders, answer. One module answers a slot: a second filler is refused at
 * start-up rather than silently replacing the first.
 */
export interface Slot<T> {
  fill(value: T): void;
  readonly value: T;
}

export function slot<T>(name: string, empty: T): Slot<T> {
  let value = empty;
  let filled = false;
  return {
    fill(answer) {
      if (filled) throw new Error(`the slot ${name} is filled twice: one module answers it`);
      filled = true;
      value = answer;
    },
    get value() {
      return value;
    },
  };
}
