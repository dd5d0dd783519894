import { describe, expect, it } from 'vitest';
import {
  cancellationTag,
  doneMessageKey,
  endingNotice,
  mayReview,
  pendingCancellation,
  refusalNotice,
  turnNotice,
} from './order-notices.ts';

const request = { by: 'buyer' as const, reason: '交期无法满足', at: '2026-05-01T08:00:00.000Z' };

describe('pendingCancellation', () => {
  it('says whose answer a request waits for, and whether it is the viewer', () => {
    expect(pendingCancellation({ party: 'seller', cancelRequest: request })).toEqual({
      by: 'buyer',
      reason: '交期无法满足',
      awaiting: 'seller',
      yourTurn: true,
    });
    expect(pendingCancellation({ party: 'buyer', cancelRequest: request })?.yourTurn).toBe(false);
    expect(pendingCancellation({ party: 'buyer', cancelRequest: null })).toBeNull();
  });
});

describe('cancellationTag', () => {
  it('marks the status while a request waits: the viewer to answer, or the other side', () => {
    expect(cancellationTag({ party: 'seller', cancelRequest: request })).toEqual({
      key: 'order.cancelPending.yourTurn',
      partyKey: 'order.detail.partySeller',
    });
    expect(cancellationTag({ party: 'buyer', cancelRequest: request })).toEqual({
      key: 'order.cancelPending.awaiting',
      partyKey: 'order.detail.partySeller',
    });
    expect(cancellationTag({ party: 'buyer', cancelRequest: null })).toBeNull();
  });
});

describe('refusalNotice', () => {
  const refusal = { by: 'seller' as const, reason: '货已备好', at: '2026-05-01T09:00:00.000Z' };
  it('tells the requester who refused and why', () => {
    expect(refusalNotice({ party: 'buyer', cancelRefusal: refusal })).toEqual({
      key: 'order.detail.cancelRefused',
      partyKey: 'order.detail.partySeller',
      reason: '货已备好',
      at: refusal.at,
    });
  });
  it('says when no reason was given, and speaks to the refuser as the one who answered', () => {
    expect(refusalNotice({ party: 'buyer', cancelRefusal: { ...refusal, reason: null } })?.key).toBe(
      'order.detail.cancelRefusedNoReason',
    );
    expect(refusalNotice({ party: 'seller', cancelRefusal: refusal })?.key).toBe('order.detail.cancelRefusedByYou');
    expect(refusalNotice({ party: 'buyer', cancelRefusal: null })).toBeNull();
  });
});

describe('endingNotice', () => {
  const at = '2026-05-02T09:00:00.000Z';
  it('tells the buyer the seller rejected the order and why, and the seller that it did', () => {
    const ending = { action: 'reject' as const, by: 'seller' as const, reason: '库存已锁定', at };
    expect(endingNotice({ party: 'buyer', ending })).toEqual({
      key: 'order.ending.reject',
      partyKey: 'order.detail.partySeller',
      reason: '库存已锁定',
      at,
    });
    expect(endingNotice({ party: 'seller', ending })?.key).toBe('order.ending.rejectByYou');
  });
  it('tells an agreed cancellation as the request of the side that asked', () => {
    const ending = { action: 'confirmCancel' as const, by: 'buyer' as const, reason: null, at };
    expect(endingNotice({ party: 'seller', ending })).toMatchObject({
      key: 'order.ending.confirmCancelYouAgreed',
      reason: null,
    });
    expect(endingNotice({ party: 'buyer', ending })?.key).toBe('order.ending.confirmCancelByYou');
    expect(endingNotice({ party: 'system', ending })?.key).toBe('order.ending.confirmCancel');
  });
  it('gives a close by the system no reason line, and nothing for an order that did not end so', () => {
    const ending = { action: 'close' as const, by: 'system' as const, reason: 'timeout', at };
    expect(endingNotice({ party: 'buyer', ending })).toMatchObject({ key: 'order.ending.close', reason: null });
    expect(endingNotice({ party: 'buyer', ending: null })).toBeNull();
  });
});

describe('turnNotice', () => {
  it('tells the side whose step it is that it is its turn, and the other what it waits for', () => {
    expect(turnNotice({ party: 'seller', status: 10, cancelRequest: null })).toEqual({
      action: 'generateContract',
      yours: true,
      waitingFor: [],
    });
    expect(turnNotice({ party: 'buyer', status: 10, cancelRequest: null })).toEqual({
      action: 'generateContract',
      yours: false,
      waitingFor: ['seller'],
    });
    expect(turnNotice({ party: 'buyer', status: 40, cancelRequest: null })).toMatchObject({ action: 'pay', yours: true });
    expect(turnNotice({ party: 'buyer', status: 37, cancelRequest: null })).toMatchObject({ action: 'sign', yours: true });
  });
  it('says nothing to a visitor, on a final order, or while a cancellation request holds the order', () => {
    expect(turnNotice({ party: 'system', status: 10, cancelRequest: null })).toBeNull();
    expect(turnNotice({ party: 'buyer', status: 80, cancelRequest: null })).toBeNull();
    expect(turnNotice({ party: 'buyer', status: 40, cancelRequest: request })).toBeNull();
  });
});

describe('mayReview', () => {
  it('offers 去评价 to the buyer of a complete order only while a line is not reviewed', () => {
    expect(mayReview({ party: 'buyer', status: 80, unreviewedLines: 1 })).toBe(true);
    expect(mayReview({ party: 'buyer', status: 80, unreviewedLines: 0 })).toBe(false);
    expect(mayReview({ party: 'seller', status: 80, unreviewedLines: 1 })).toBe(false);
    expect(mayReview({ party: 'buyer', status: 70, unreviewedLines: 1 })).toBe(false);
  });
});

describe('doneMessageKey', () => {
  it('names what each step did', () => {
    expect(doneMessageKey('generateContract')).toBe('order.doneAction.generateContract');
    expect(doneMessageKey('sign')).toBe('order.doneAction.sign');
    expect(doneMessageKey('confirmMoney')).toBe('order.doneAction.confirmMoney');
    expect(doneMessageKey('somethingElse')).toBe('order.done');
  });
});
