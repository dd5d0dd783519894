import { describe, expect, it } from 'vitest';
import { parseReviewQuery, toReviewParams } from './review-query.ts';

const parse = (search: string) => parseReviewQuery(new URLSearchParams(search));

describe('the /manage/mycommends URL', () => {
  it('reads the tab, page, size and, on 收到的评价 only, the score', () => {
    expect(parse('')).toEqual({ tab: undefined, current: 1, size: 10, score: undefined });
    expect(parse('tab=written&page=3&size=30')).toEqual({ tab: 'written', current: 3, size: 30, score: undefined });
    expect(parse('tab=received&score=4')).toMatchObject({ tab: 'received', score: 4 });
    expect(parse('tab=written&score=4').score).toBeUndefined();
  });

  it('drops what the server would refuse', () => {
    expect(parse('tab=other&page=-1&size=7&score=9')).toEqual({ tab: undefined, current: 1, size: 10, score: undefined });
    expect(parse('tab=received&score=0').score).toBeUndefined();
  });

  it('writes only what differs from the defaults and reads back the same', () => {
    expect(toReviewParams({ current: 1, size: 10 }).toString()).toBe('');
    const query = { tab: 'received' as const, current: 2, size: 50, score: 5 };
    const text = toReviewParams(query).toString();
    expect(text).toBe('tab=received&score=5&page=2&size=50');
    expect(parse(text)).toEqual(query);
  });
});

describe('去评价 on an order', () => {
  it('opens that order’s lines to review (/manage/mycommends?orderId=), not the whole list', () => {
    expect(toReviewParams({ current: 1, size: 10, orderId: 12 }).toString()).toBe('orderId=12');
    expect(parse('orderId=12')).toEqual({ tab: undefined, current: 1, size: 10, score: undefined, orderId: 12 });
    expect(parse('tab=pending&orderId=12').orderId).toBe(12);
  });

  it('keeps the order to 待评价 and drops an id the server would refuse', () => {
    expect(parse('tab=written&orderId=12').orderId).toBeUndefined();
    expect(parse('orderId=0').orderId).toBeUndefined();
    expect(parse('orderId=x').orderId).toBeUndefined();
  });
});
