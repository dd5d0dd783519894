import { describe, expect, it } from 'vitest';
import { checkoutDefaults } from './checkout-defaults.ts';

const company = {
  type: 'normal' as const,
  title: '嘉兴锦纶化纤有限公司',
  taxNumber: '91330400MA2B000000',
  bankName: '中国工商银行嘉兴分行',
  bankAccount: '1204060009001234567',
  address: '浙江省嘉兴市南湖区',
  phone: '13900001111',
};

describe('checkoutDefaults', () => {
  it('fills a first invoice from the certified company, unticked', () => {
    const values = checkoutDefaults({ defaultAddress: null, defaultInvoice: null, companyInvoice: company });
    expect(values).toMatchObject({ needInvoice: false, invoice: company, addressId: undefined });
  });
  it('prefers the invoice of the latest order, ticked', () => {
    const latest = { type: 'special' as const, title: '上次抬头', taxNumber: '91330400MA2B111111' };
    expect(checkoutDefaults({ defaultAddress: null, defaultInvoice: latest, companyInvoice: company })).toMatchObject({
      needInvoice: true,
      invoice: latest,
    });
  });
  it('leaves the invoice empty without either', () => {
    expect(checkoutDefaults({ defaultAddress: null, defaultInvoice: null, companyInvoice: null }).invoice).toEqual({
      type: 'normal',
    });
  });
});
