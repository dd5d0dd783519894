import type { ReceiptContract } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { cancelWordKey, contractTurn, contractTurnKey, waitingForKey } from './contract-turn.ts';

type Current = NonNullable<ReceiptContract['contract']>;

const version = (status: Current['status'], signedBy: ('buyer' | 'seller')[] = []): Current => ({
  id: 1,
  contractNo: 'WRHT1',
  version: 1,
  status,
  statusLabel: status,
  sha256AtGeneration: 'a',
  sha256: 'b',
  generatedAt: '2026-11-30T08:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  signatures: signedBy.map((party) => ({
    party,
    companyName: `${party} Co.`,
    signerName: '张三',
    signedAt: '2026-11-30T09:00:00.000Z',
    sha256After: 'c',
  })),
});

const as = (party: 'buyer' | 'seller', contract: Current | null, orderStatus: ReceiptContract['orderStatus'] = 'accepted') =>
  contractTurn({ party, orderStatus, contract });

describe('whose turn a receipt sale contract is', () => {
  it('waits for both to sign a fresh version: each side reads its own step and the other’s', () => {
    const seller = as('seller', version('generated'));
    expect(seller).toEqual({ stage: 'toSign', waitingFor: ['seller', 'buyer'], yours: true });
    expect(contractTurnKey(seller)).toBe('receiptContractPage.turn.toSign.yoursAndTheirs');
    expect(waitingForKey(seller)).toBe('receiptContractPage.side.both');
  });

  it('waits for the side that has not signed once the other has', () => {
    const buyer = as('buyer', version('partlySigned', ['seller']));
    expect(buyer).toEqual({ stage: 'toSign', waitingFor: ['buyer'], yours: true });
    expect(contractTurnKey(buyer)).toBe('receiptContractPage.turn.toSign.yours');
    const seller = as('seller', version('partlySigned', ['seller']));
    expect(seller.yours).toBe(false);
    expect(contractTurnKey(seller)).toBe('receiptContractPage.turn.toSign.waiting');
    expect(contractTurnKey(seller, 'short')).toBe('receiptContractPage.turnShort.toSign.waiting');
    expect(waitingForKey(seller)).toBe('receiptContractPage.side.buyer');
  });

  it('waits for the seller to draw it up when there is none, or the last version was withdrawn or refused', () => {
    expect(as('buyer', null)).toEqual({ stage: 'toDraw', waitingFor: ['seller'], yours: false });
    expect(contractTurnKey(as('buyer', null))).toBe('receiptContractPage.turn.toDraw.waiting');
    expect(as('seller', version('cancelled', ['seller']))).toEqual({ stage: 'toDraw', waitingFor: ['seller'], yours: true });
    expect(contractTurnKey(as('seller', null))).toBe('receiptContractPage.turn.toDraw.yours');
  });

  it('waits for nobody once both signed, whatever the order went on to', () => {
    for (const status of ['signed', 'paid', 'done', 'cancelled'] as const) {
      const turn = as('buyer', version('signed', ['seller', 'buyer']), status);
      expect(turn).toEqual({ stage: 'signed', waitingFor: [], yours: false });
      expect(contractTurnKey(turn)).toBe('receiptContractPage.turn.signed');
    }
  });

  it('waits for the seller to take the order before there is a contract to draw up', () => {
    const turn = as('seller', null, 'applied');
    expect(turn).toEqual({ stage: 'notTaken', waitingFor: ['seller'], yours: true });
    expect(contractTurnKey(turn)).toBe('receiptContractPage.turn.notTaken');
  });

  it('waits for nobody once the order ended unsigned', () => {
    const turn = as('seller', version('partlySigned', ['seller']), 'cancelled');
    expect(turn).toEqual({ stage: 'ended', waitingFor: [], yours: false });
    expect(contractTurnKey(turn)).toBe('receiptContractPage.turn.ended');
  });

  it('names the seller’s cancel a withdrawal and the buyer’s a refusal', () => {
    expect(cancelWordKey('seller')).toBe('receiptContractPage.cancel.withdraw');
    expect(cancelWordKey('buyer')).toBe('receiptContractPage.cancel.refuse');
  });
});
