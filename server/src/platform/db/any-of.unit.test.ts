import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { products } from '../../modules/product/tables.ts';
import { anyOf, anyOfListed, idsLiteral } from './any-of.ts';

const query = (sql: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(sql);

describe('id lists in a statement', () => {
  it('binds a list that varies with input as one array parameter', () => {
    expect(query(anyOf(products.categoryId, [4, 11]))).toMatchObject({
      sql: '"products"."category_id" = ANY($1::bigint[])',
      params: [[4, 11]],
    });
  });

  it('writes a recurring list into the text, so each list has a text (and a plan) of its own', () => {
    expect(query(anyOfListed(products.categoryId, [47, 48, 51]))).toEqual({
      sql: '"products"."category_id" = ANY(ARRAY[47,48,51]::bigint[])',
      params: [],
    });
    expect(query(idsLiteral([]))).toEqual({ sql: 'ARRAY[]::bigint[]', params: [] });
  });

  it('writes nothing but whole numbers into the text', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => idsLiteral([1, bad])).toThrow(RangeError);
    expect(() => idsLiteral(['1); drop table products; --' as unknown as number])).toThrow(RangeError);
  });
});
