import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_QUERY,
  hasFilters,
  parseSearchQuery,
  searchHref,
  toSearchBody,
  toSearchParams,
  withFilter,
} from './search-query.ts';

const parse = (text: string) => parseSearchQuery(new URLSearchParams(text));

describe('parseSearchQuery', () => {
  it('answers the defaults for an empty URL', () => {
    expect(parse('')).toEqual(DEFAULT_SEARCH_QUERY);
  });

  it('reads every filter, sort and paging', () => {
    expect(
      parse(
        'keyword=%E7%94%B2%E9%86%87&categoryId=2&packaging=0&provinceCode=320000&cityCode=320500&brand=%E6%89%AC%E5%AD%90%E7%9F%B3%E5%8C%96&minPrice=100&maxPrice=2500.5&inStock=true&dangerous=false&sort=priceAsc&page=3&size=30',
      ),
    ).toEqual({
      keyword: '甲醇',
      categoryId: 2,
      packaging: 0,
      provinceCode: '320000',
      cityCode: '320500',
      brand: '扬子石化',
      minPrice: '100',
      maxPrice: '2500.5',
      inStock: true,
      dangerous: false,
      sort: 'priceAsc',
      page: 3,
      size: 30,
    });
  });

  it('keeps a CAS-shaped keyword as it is, trimmed', () => {
    expect(parse('keyword=%2067-56-1%20').keyword).toBe('67-56-1');
  });

  it('drops values the server would refuse instead of failing the search', () => {
    expect(
      parse('categoryId=abc&packaging=9&provinceCode=32&minPrice=-1&maxPrice=1.234&sort=cheap&page=0&size=25&dangerous=maybe'),
    ).toEqual(DEFAULT_SEARCH_QUERY);
  });

  it('reads a city only within its province', () => {
    expect(parse('cityCode=320500')).toEqual(DEFAULT_SEARCH_QUERY);
    expect(toSearchParams(parse('provinceCode=320000&cityCode=320500')).toString()).toBe('provinceCode=320000&cityCode=320500');
  });

  it('reads a producer trimmed, and drops one longer than a product may name', () => {
    expect(parse('brand=%20%E4%B8%87%E5%8D%8E%E5%8C%96%E5%AD%A6%20').brand).toBe('万华化学');
    expect(parse(`brand=${'x'.repeat(51)}`)).toEqual(DEFAULT_SEARCH_QUERY);
    expect(toSearchParams(parse('brand=%E4%B8%AD%E7%85%A4')).get('brand')).toBe('中煤');
  });

  it('swaps a reversed price range', () => {
    const query = parse('minPrice=3000&maxPrice=200');
    expect([query.minPrice, query.maxPrice]).toEqual(['200', '3000']);
  });

  it('reads dangerous=true as dangerous goods only and leaves inStock=false out', () => {
    expect(parse('dangerous=1&inStock=false')).toEqual({ ...DEFAULT_SEARCH_QUERY, dangerous: true });
  });
});

describe('toSearchParams', () => {
  it('leaves out the defaults', () => {
    expect(toSearchParams(DEFAULT_SEARCH_QUERY).toString()).toBe('');
  });

  it('round-trips with parseSearchQuery', () => {
    const query = {
      ...DEFAULT_SEARCH_QUERY,
      keyword: '乙二醇',
      packaging: 6,
      dangerous: false,
      sort: 'hot' as const,
      page: 2,
      size: 50,
    };
    expect(parseSearchQuery(toSearchParams(query))).toEqual(query);
  });
});

describe('helpers', () => {
  it('builds /search links', () => {
    expect(searchHref({})).toBe('/search');
    expect(searchHref({ keyword: '甲醇' })).toBe('/search?keyword=%E7%94%B2%E9%86%87');
    expect(searchHref({ categoryId: 4 })).toBe('/search?categoryId=4');
  });

  it('changes one filter and goes back to page 1', () => {
    const query = { ...DEFAULT_SEARCH_QUERY, keyword: '苯', page: 4 };
    expect(withFilter(query, 'packaging', 1)).toEqual({ ...query, packaging: 1, page: 1 });
    expect(withFilter(query, 'keyword', undefined)).toEqual({ ...DEFAULT_SEARCH_QUERY });
    expect(withFilter({ ...query, dangerous: true }, 'dangerous', false).dangerous).toBe(false);
  });

  it('maps page to current in the request body', () => {
    expect(toSearchBody({ ...DEFAULT_SEARCH_QUERY, keyword: 'PTA', page: 2 })).toEqual({
      current: 2,
      size: 10,
      sort: 'relevance',
      keyword: 'PTA',
    });
  });

  it('tells whether any filter is set', () => {
    expect(hasFilters(DEFAULT_SEARCH_QUERY)).toBe(false);
    expect(hasFilters({ ...DEFAULT_SEARCH_QUERY, sort: 'hot', page: 3 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_SEARCH_QUERY, dangerous: false })).toBe(true);
  });
});
