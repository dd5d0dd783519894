import { describe, expect, it } from 'vitest';
import { orderPath, ordersPath } from './order-paths.ts';

describe('where an order is read', () => {
  it('as an application until the seller took it, on each side’s application page', () => {
    for (const status of ['applied', 'declined', 'withdrawn'] as const) {
      expect(orderPath('seller', { id: 7, status })).toBe('/manage/waitingJiedanDetails?id=7');
      expect(orderPath('buyer', { id: 7, status })).toBe('/manage/toApplyFordetails?id=7');
    }
  });

  it('as a taken order from then on, cancelled ones included', () => {
    for (const status of ['accepted', 'signed', 'paid', 'collected', 'transferring', 'done', 'cancelled'] as const) {
      expect(orderPath('seller', { id: 7, status })).toBe('/manage/waitingSellDetails?id=7');
      expect(orderPath('buyer', { id: 7, status })).toBe('/manage/waitingbuydetails?id=7');
    }
  });

  it('by the keeper from its inbox of transfers', () => {
    expect(orderPath('keeper', { id: 7, status: 'transferring' })).toBe('/manage/orderReceivDetails?id=7');
    expect(ordersPath('keeper')).toBe('/manage/orderReceiv');
  });
});
