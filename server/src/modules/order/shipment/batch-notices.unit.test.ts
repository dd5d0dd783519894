import { describe, expect, it } from 'vitest';
import { tellingsOf } from '../notify-turns.ts';

const step = (action: string, actorRole: string, fromState: string, toState: string) => ({
  action,
  actorRole,
  fromState,
  toState,
  detail: {},
});

describe('who a batch tells', () => {
  it('tells the buyer a batch is on its way, the seller that it arrived, and the buyer the last batch shipped the order', () => {
    expect(tellingsOf(step('shipPart', 'seller', '61', '65'))).toEqual([
      { side: 'buyer', kind: 'notify.order.batchShipped', topic: 'turn', permissions: ['buy.order'] },
    ]);
    expect(tellingsOf(step('arrive', 'buyer', '65', '65'))).toEqual([
      { side: 'seller', kind: 'notify.order.batchArrived', topic: 'turn', permissions: ['shop.order'] },
    ]);
    expect(tellingsOf(step('deliver', 'seller', '65', '70'))).toEqual([
      { side: 'buyer', kind: 'notify.order.turn.receive', topic: 'turn', permissions: ['buy.order'] },
    ]);
  });
});
