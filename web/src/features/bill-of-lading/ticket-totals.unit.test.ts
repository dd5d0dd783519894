import { describe, expect, it } from 'vitest';
import { tallyTickets, ticketNet, ticketSums } from './ticket-totals.ts';

const bulk = { quantity: '30', pieces: 0 };
const bags = { quantity: '12', pieces: 300 };
const ticket = (ticketNo: string, grossWeight: string, tareWeight: string, pieces = 0) => ({
  ticketNo,
  plate: '沪A12345',
  grossWeight,
  tareWeight,
  pieces,
});

describe('the finish modal’s ticket totals', () => {
  it('weighs each load as gross − tare in exact decimals', () => {
    expect(ticketNet(ticket('T1', '45.3', '15.2'))?.toString()).toBe('30.1');
    // 0.3 − 0.1 in binary floats is 0.19999999999999998.
    expect(ticketNet(ticket('T1', '0.3', '0.1'))?.toString()).toBe('0.2');
    expect(ticketNet(ticket('T1', '45.3', ''))).toBeNull();
    expect(ticketNet(ticket('T1', '1.23456', '1'))).toBeNull();
  });

  it('adds the loads and says what stays held after a partial pick-up', () => {
    const tally = tallyTickets([ticket('T1', '25.1', '15.05'), ticket('T2', '25.2', '15.15')], bulk, false);
    expect(tally.total.toString()).toBe('20.1');
    expect(tally.left.toString()).toBe('9.9');
    expect(tally.problem).toBeNull();
  });

  it('accepts an all-out total within 3‰ of the bill, either way, and no further', () => {
    expect(tallyTickets([ticket('T1', '45.09', '15')], bulk, true).problem).toBeNull();
    expect(tallyTickets([ticket('T1', '44.91', '15')], bulk, true).problem).toBeNull();
    expect(tallyTickets([ticket('T1', '45.0901', '15')], bulk, true).problem).toEqual([
      'bill.varianceOverTolerance',
      { picked: '30.0901', quantity: '30', tolerance: '0.09' },
    ]);
  });

  it('refuses a partial pick-up that takes the whole bill', () => {
    expect(tallyTickets([ticket('T1', '45', '15')], bulk, false).problem).toEqual([
      'billPage.finish.partialNotLess',
      { picked: '30', quantity: '30' },
    ]);
  });

  it('checks each ticket first: complete, a positive net, a number used once', () => {
    expect(tallyTickets([], bulk, true).problem).toEqual(['bill.ticketsRequired']);
    expect(tallyTickets([{ ticketNo: 'T1' }], bulk, true).problem).toEqual(['billPage.finish.incomplete', { n: 1 }]);
    expect(tallyTickets([ticket('T1', '15', '15')], bulk, true).problem).toEqual([
      'bill.ticketNetNotPositive',
      { ticketNo: 'T1' },
    ]);
    expect(tallyTickets([ticket('T1', '30', '15'), ticket('T1', '30', '15')], bulk, true).problem).toEqual([
      'bill.ticketDuplicate',
      { ticketNo: 'T1' },
    ]);
  });

  it('counts the pieces of packed goods', () => {
    expect(tallyTickets([ticket('T1', '27', '15')], bags, true).problem).toEqual(['bill.piecesRequired']);
    expect(tallyTickets([ticket('T1', '27', '15', 300)], bags, true).problem).toBeNull();
    expect(tallyTickets([ticket('T1', '27', '15', 299)], bags, true).problem).toEqual([
      'bill.piecesMismatchAllOut',
      { picked: 299, pieces: 300 },
    ]);
    expect(tallyTickets([ticket('T1', '21', '15', 150)], bags, false).problem).toBeNull();
    expect(tallyTickets([ticket('T1', '21', '15', 300)], bags, false).problem).toEqual([
      'bill.piecesPartialAll',
      { pieces: 300 },
    ]);
  });
});

describe('the recorded tickets’ sums', () => {
  it('adds gross, tare, net and pieces exactly', () => {
    const recorded = [
      { grossWeight: '45.1', tareWeight: '15.2', netWeight: '29.9', pieces: 0 },
      { grossWeight: '0.2', tareWeight: '0.1', netWeight: '0.1', pieces: 0 },
    ];
    expect(ticketSums(recorded)).toEqual({ gross: '45.3', tare: '15.3', net: '30', pieces: 0 });
  });
});
