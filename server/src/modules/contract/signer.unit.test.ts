import { describe, expect, it } from 'vitest';
import { signerNameOf } from './signer.ts';

describe('signerNameOf', () => {
  const company = { contactName: '赵敏', contactMobile: '13900001234' };

  it('prints the name the person gave the account', () => {
    expect(signerNameOf({ name: '李娜', userName: 'lina2025', mobile: '13900005678' }, company)).toBe('李娜');
    expect(signerNameOf({ name: ' 李娜 ', userName: 'lina2025', mobile: '13900001234' }, company)).toBe('李娜');
  });

  it('does not print the user name registration copied into the name: the company’s contact when that is the signer', () => {
    expect(signerNameOf({ name: 'zhaomin', userName: 'zhaomin', mobile: '13900001234' }, company)).toBe('赵敏');
    expect(signerNameOf({ name: 'ZhaoMin', userName: 'zhaomin', mobile: '13900001234' }, company)).toBe('赵敏');
    expect(signerNameOf({ name: '', userName: 'zhaomin', mobile: '13900001234' }, company)).toBe('赵敏');
  });

  it('falls back to the user name only when nothing names the person', () => {
    expect(signerNameOf({ name: 'buyer01', userName: 'buyer01', mobile: '13900005678' }, company)).toBe('buyer01');
    expect(signerNameOf({ name: 'buyer01', userName: 'buyer01', mobile: '13900001234' }, undefined)).toBe('buyer01');
    expect(
      signerNameOf({ name: '', userName: 'buyer01', mobile: '13900001234' }, { contactName: ' ', contactMobile: '13900001234' }),
    ).toBe('buyer01');
  });
});
