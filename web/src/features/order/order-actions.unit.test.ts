import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../shared/request/content-disposition.ts';
import { buttonsFor, mayEdit, mayViewContract, newIdempotencyKey, parseIds } from './order-actions.ts';

describe('buttonsFor', () => {
  it('shows exactly the allowed actions, in page order', () => {
    expect(buttonsFor({ status: 10, allowedActions: ['requestCancel', 'generateContract', 'updatePrice', 'reject'] })).toEqual([
      'updatePrice',
      'generateContract',
      'requestCancel',
    ]);
  });
  it('offers the contract download once a contract exists', () => {
    expect(buttonsFor({ status: 40, allowedActions: ['pay'] })).toEqual(['pay', 'downloadContract']);
    expect(buttonsFor({ status: 100, allowedActions: [] })).toEqual([]);
  });
});

describe('mayViewContract', () => {
  const contract = { contractNo: 'HT1', version: 1 };
  it('links 查看合同 once there is a contract, and for the seller while it is to be drawn', () => {
    expect(mayViewContract({ status: 10, contract: null, party: 'seller' })).toBe(true);
    expect(mayViewContract({ status: 10, contract: null, party: 'buyer' })).toBe(false);
    expect(mayViewContract({ status: 38, contract, party: 'buyer' })).toBe(true);
    expect(mayViewContract({ status: 103, contract, party: 'buyer' })).toBe(true);
  });
  it('offers no contract on an order that ended before it had one', () => {
    for (const status of [100, 101, 102, 103, 104])
      expect(mayViewContract({ status, contract: null, party: 'seller' })).toBe(false);
  });
});

describe('parseIds', () => {
  it('keeps positive integers', () => {
    expect(parseIds('3,1, 2,x,-1,0,1.5')).toEqual([3, 1, 2]);
    expect(parseIds(null)).toEqual([]);
  });
});

describe('newIdempotencyKey', () => {
  it('fits the server pattern and differs each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name', () => {
    expect(fileNameOf(`attachment; filename="HT1.pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C.pdf`, 'x.pdf')).toBe('合同.pdf');
    expect(fileNameOf('attachment; filename="HT1.pdf"', 'x.pdf')).toBe('HT1.pdf');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });
});

describe('mayEdit', () => {
  it('lets the buyer edit the invoice until payment, never the seller', () => {
    for (const status of [10, 37, 38, 39, 40]) expect(mayEdit('saveInvoice', { party: 'buyer', status })).toBe(true);
    for (const status of [60, 61, 70, 80, 100, 103]) expect(mayEdit('saveInvoice', { party: 'buyer', status })).toBe(false);
    expect(mayEdit('saveInvoice', { party: 'seller', status: 10 })).toBe(false);
  });
  it('lets either side set the witness while the order runs', () => {
    for (const party of ['buyer', 'seller']) {
      expect(mayEdit('updateWitness', { party, status: 10 })).toBe(true);
      expect(mayEdit('updateWitness', { party, status: 61 })).toBe(true);
      expect(mayEdit('updateWitness', { party, status: 70 })).toBe(true);
      expect(mayEdit('updateWitness', { party, status: 80 })).toBe(false);
      expect(mayEdit('updateWitness', { party, status: 102 })).toBe(false);
    }
    expect(mayEdit('updateWitness', { party: 'system', status: 10 })).toBe(false);
  });
  it("lets only the seller correct a shipped order's delivery number", () => {
    expect(mayEdit('updateDeliveryNo', { party: 'seller', status: 70 })).toBe(true);
    expect(mayEdit('updateDeliveryNo', { party: 'seller', status: 61 })).toBe(false);
    expect(mayEdit('updateDeliveryNo', { party: 'buyer', status: 70 })).toBe(false);
  });
});
