import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

describe('the page numbers a pager shows', () => {
  it('lists every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and two pages either side of the current one', () => {
    expect(pageItems(10, 20)).toEqual([1, 'back', 8, 9, 10, 11, 12, 'forward', 20]);
  });

  it('shows five pages next to an end so the pager keeps its width', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'forward', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'back', 15, 16, 17, 18, 19, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'forward', 20]);
  });
});
