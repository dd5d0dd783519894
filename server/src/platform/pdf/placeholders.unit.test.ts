import { describe, expect, it } from 'vitest';
import { buildContractDocument, chineseOrdinal } from './contract-document.ts';
import { fillPlaceholders, placeholdersIn, UnknownPlaceholderError, unknownPlaceholders } from './placeholders.ts';
import { sampleSalesContract } from './sales-contract.fixture.ts';
import { SALES_CONTRACT_PLACEHOLDERS, SALES_CONTRACT_TEMPLATE } from './sales-contract-template.ts';
import { salesContractValues } from './sales-contract-values.ts';

describe('fillPlaceholders', () => {
  it('replaces every occurrence, with or without spaces inside the braces', () => {
    expect(
      fillPlaceholders('甲方：{{sellerName}}，乙方：{{ buyerName }}；甲方 {{sellerName}}', { sellerName: 'A', buyerName: 'B' }),
    ).toBe('甲方：A，乙方：B；甲方 A');
  });

  it('refuses unknown placeholders and names all of them', () => {
    const fill = () => fillPlaceholders('{{sellerName}} {{sellerNmae}} {{price}}', { sellerName: 'A' });
    expect(fill).toThrow(UnknownPlaceholderError);
    expect(fill).toThrow('sellerNmae, price');
  });

  it('does not expand placeholders inside values and leaves other braces alone', () => {
    expect(fillPlaceholders('{{a}} {b} {{ }}', { a: '{{b}}' })).toBe('{{b}} {b} {{ }}');
  });

  it('lists the names a template uses and those it may not use', () => {
    expect(placeholdersIn('{{b}}{{a}}{{b}}')).toEqual(['b', 'a']);
    expect(unknownPlaceholders('{{sellerName}}{{discount}}', SALES_CONTRACT_PLACEHOLDERS)).toEqual(['discount']);
    expect(unknownPlaceholders(SALES_CONTRACT_TEMPLATE, SALES_CONTRACT_PLACEHOLDERS)).toEqual([]);
  });

  it('the default template uses every placeholder the sales contract offers', () => {
    expect([...placeholdersIn(SALES_CONTRACT_TEMPLATE)].sort()).toEqual([...SALES_CONTRACT_PLACEHOLDERS].sort());
  });
});

describe('buildContractDocument', () => {
  const values = salesContractValues(sampleSalesContract());

  it('numbers the articles in Chinese and places the goods table', () => {
    const document = buildContractDocument(SALES_CONTRACT_TEMPLATE, SALES_CONTRACT_PLACEHOLDERS, values);
    expect(document.articles[0]?.heading).toBe('第一条 产品名称、规格、数量及价款');
    expect(document.articles[0]?.blocks[0]).toEqual({ kind: 'goodsTable' });
    expect(document.articles.map((a) => a.heading)).toContain('第五条 危险化学品特别约定');
    expect(document.preamble[0]).toEqual({
      kind: 'paragraph',
      text: '出卖人：上海华谊化工贸易有限公司（以下简称“甲方”），统一社会信用代码：91310115MA1K3YJ12X，住所：上海市浦东新区张江路88号化工大厦12楼',
    });
  });

  it('drops the dangerous goods article when no item is dangerous, renumbering the rest', () => {
    const safe = sampleSalesContract();
    const items = safe.items.map((item) => ({ ...item, dangerousGoods: null }));
    const document = buildContractDocument(
      SALES_CONTRACT_TEMPLATE,
      SALES_CONTRACT_PLACEHOLDERS,
      salesContractValues({ ...safe, items }),
    );
    const headings = document.articles.map((a) => a.heading);
    expect(headings.some((h) => h.includes('危险化学品'))).toBe(false);
    expect(headings[4]).toBe('第五条 验收标准、方法及提出异议期限');
    expect(headings.at(-1)).toBe('第十条 其他');
  });

  it('fills the amount in words and the terms defaults', () => {
    expect(values.totalAmountInWords).toBe('贰拾叁万零柒佰捌拾伍元整');
    expect(values.paymentDays).toBe('3');
    expect(values.acceptanceDays).toBe('7');
    expect(values.signDate).toBe('2025年03月07日');
    expect(values.dangerousGoodsTerms).toContain('UN1230');
  });

  it('refuses a template with an unknown placeholder', () => {
    expect(() => buildContractDocument('## 价格\n{{discount}}', SALES_CONTRACT_PLACEHOLDERS, values)).toThrow(
      UnknownPlaceholderError,
    );
  });

  it('writes article numbers as Chinese ordinals', () => {
    expect([1, 9, 10, 11, 20, 21, 99].map(chineseOrdinal)).toEqual(['一', '九', '十', '十一', '二十', '二十一', '九十九']);
  });
});
