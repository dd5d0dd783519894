import { describe, expect, it } from 'vitest';
import { sampleSalesContract } from './sales-contract.fixture.ts';
import { salesContractValues } from './sales-contract-values.ts';

describe('the contract prints the order’s payment terms', () => {
  const withTerms = (terms: {
    term: 'prepay' | 'deposit' | 'credit' | 'acceptance';
    depositPercent: number | null;
    dueDays: number;
  }) => salesContractValues({ ...sampleSalesContract(), totalAmount: '145800.00', payment: { dueDays: 3, terms } });

  it('a deposit with its amount and the balance’s days, and the ±3‰ settlement', () => {
    const values = withTerms({ term: 'deposit', depositPercent: 30, dueDays: 15 });
    expect(values.paymentMethod).toBe('定金 30% + 尾款（尾款收货后 15 日内付清）');
    expect(values.paymentTerms).toContain('合同总金额的 30%（人民币 43,740.00 元）');
    expect(values.paymentTerms).toContain('乙方应于收货后 15 日内付清');
    expect(values.paymentTerms).toContain('±3‰');
  });
  it('credit, acceptance bills and prepayment in their own words', () => {
    expect(withTerms({ term: 'credit', depositPercent: null, dueDays: 45 }).paymentTerms).toContain(
      '甲方先行发货，乙方应于收货后 45 日内',
    );
    expect(withTerms({ term: 'acceptance', depositPercent: null, dueDays: 0 }).paymentMethod).toBe('银行承兑汇票，款到发货');
    expect(withTerms({ term: 'prepay', depositPercent: null, dueDays: 0 }).paymentTerms).toContain(
      '合同总金额付至下列甲方收款账户',
    );
  });
  it('in English for an English contract', () => {
    const values = salesContractValues({
      ...sampleSalesContract(),
      language: 'en',
      totalAmount: '20000.00',
      payment: { dueDays: 3, terms: { term: 'deposit', depositPercent: 20, dueDays: 0 } },
    });
    expect(values.paymentTerms).toContain('20% of the contract value (USD 4,000.00)');
    expect(values.paymentTerms).toContain('due on receipt');
  });
});
