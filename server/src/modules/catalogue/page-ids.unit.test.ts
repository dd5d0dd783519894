import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowWindow } from './page-ids.ts';

const text = (limit: number, offset?: number) => new PgDialect().sqlToQuery(rowWindow(limit, offset));

describe('row window of a catalogue page', () => {
  it('writes LIMIT and OFFSET as literals, so a first page has one text per size', () => {
    expect(text(10)).toEqual({ sql: ' limit 10', params: [] });
    expect(text(10, 0)).toEqual({ sql: ' limit 10', params: [] });
    expect(text(30, 60)).toEqual({ sql: ' limit 30 offset 60', params: [] });
  });

  it('takes only whole, non-negative row counts', () => {
    for (const [limit, offset] of [
      [1.5, 0],
      [-1, 0],
      [10, -10],
      [Number.NaN, 0],
      [10, Number.POSITIVE_INFINITY],
    ] as const)
      expect(() => rowWindow(limit, offset)).toThrow(RangeError);
  });
});
