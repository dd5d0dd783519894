/** Page numbers to show: all of a short list, else the ends and two either side of the current one. */
export function pageItems(current: number, pages: number): Array<number | 'back' | 'forward'> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? ['back' as const] : []), ...middle, ...(to < pages - 1 ? ['forward' as const] : []), pages];
}
