import { describe, expect, it } from 'vitest';
import { type OrderStatus, ORDER_STATUS as S } from './enums.ts';
import {
  allowedActions,
  cancelledStatusFor,
  FINAL_ORDER_STATUSES,
  findTransition,
  mayAct,
  nextOrderStep,
  ORDER_STATUS_SETS,
  ORDER_TRANSITIONS,
} from './order-flow.ts';

describe('order flow table', () => {
  it('walks the happy path, each step by the party whose turn it is', () => {
    const steps = [
      [S.WAIT_CONTRACT, 'generateContract', 'seller', S.NONE_SIGNED],
      [S.NONE_SIGNED, 'sign', 'buyer', S.SELLER_TO_SIGN],
      [S.SELLER_TO_SIGN, 'sign', 'seller', S.CONTRACT_COMPLETE],
      [S.CONTRACT_COMPLETE, 'pay', 'buyer', S.BUYER_PAID],
      [S.BUYER_PAID, 'confirmMoney', 'seller', S.SELLER_RECEIVED_MONEY],
      [S.SELLER_RECEIVED_MONEY, 'deliver', 'seller', S.AWAITING_RECEIPT],
      [S.AWAITING_RECEIPT, 'receive', 'buyer', S.COMPLETE],
    ] as const;
    for (const [from, action, by, to] of steps) {
      expect(findTransition(from, action, by)?.to, `${from} ${action} by ${by}`).toBe(to);
      // The other party may not take the same step (at 37 either side may sign first).
      if (from !== S.NONE_SIGNED) expect(findTransition(from, action, by === 'buyer' ? 'seller' : 'buyer')).toBeUndefined();
    }
    expect(findTransition(S.NONE_SIGNED, 'sign', 'seller')?.to).toBe(S.BUYER_TO_SIGN);
    expect(findTransition(S.BUYER_TO_SIGN, 'sign', 'buyer')?.to).toBe(S.CONTRACT_COMPLETE);
    expect(findTransition(S.BUYER_TO_SIGN, 'sign', 'seller')).toBeUndefined();
  });

  it('lets nothing leave a final status', () => {
    for (const status of FINAL_ORDER_STATUSES)
      expect(
        ORDER_TRANSITIONS.filter((t) => t.from.includes(status)),
        String(status),
      ).toEqual([]);
  });

  it('waits for the answer while a cancellation is open: only the other side confirms or refuses', () => {
    expect(allowedActions(S.CONTRACT_COMPLETE, 'buyer')).toEqual(['pay', 'requestCancel']);
    expect(allowedActions(S.CONTRACT_COMPLETE, 'buyer', 'buyer')).toEqual([]);
    expect(allowedActions(S.CONTRACT_COMPLETE, 'seller', 'buyer')).toEqual(['confirmCancel', 'refuseCancel']);
    expect(mayAct(S.CONTRACT_COMPLETE, 'confirmCancel', 'seller', null)).toBeUndefined();
    expect(mayAct(S.CONTRACT_COMPLETE, 'pay', 'buyer', 'seller')).toBeUndefined();
    expect(mayAct(S.CONTRACT_COMPLETE, 'close', 'system', 'buyer')?.to).toBe(S.CLOSED);
    expect(cancelledStatusFor('buyer')).toBe(S.BUYER_CANCELLED);
    expect(cancelledStatusFor('seller')).toBe(S.SELLER_CANCELLED);
  });

  it('allows no cancellation once the seller has confirmed the money', () => {
    for (const status of [S.SELLER_RECEIVED_MONEY, S.AWAITING_RECEIPT])
      for (const by of ['buyer', 'seller'] as const) expect(allowedActions(status, by)).not.toContain('requestCancel');
  });

  it('names a permission for every action a person takes', () => {
    for (const t of ORDER_TRANSITIONS) if (t.by !== 'system') expect(t.permission, `${t.action} by ${t.by}`).toBeDefined();
  });
});

describe('nextOrderStep', () => {
  it('names whose turn it is along the happy path, both sides at a contract nobody has signed', () => {
    expect(
      [10, 37, 38, 39, 40, 60, 61, 70].map((status) => {
        const step = nextOrderStep(status as OrderStatus);
        return [status, step?.action, step?.by.join('+')];
      }),
    ).toEqual([
      [10, 'generateContract', 'seller'],
      [37, 'sign', 'seller+buyer'],
      [38, 'sign', 'seller'],
      [39, 'sign', 'buyer'],
      [40, 'pay', 'buyer'],
      [60, 'confirmMoney', 'seller'],
      [61, 'deliver', 'seller'],
      [70, 'receive', 'buyer'],
    ]);
  });
  it('has no turn in a final status', () => {
    for (const status of ORDER_STATUS_SETS.final) expect(nextOrderStep(status)).toBeNull();
  });
});
