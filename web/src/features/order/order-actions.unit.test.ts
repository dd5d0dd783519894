import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition.ts';
import { buttonsFor, newIdempotencyKey, parseIds } from './order-actions.ts';

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
