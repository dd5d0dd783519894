import { CONTRACT_TEMPLATE_PLACEHOLDERS, contractTemplatePlaceholderLabelKey, messages } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { checkTemplateContent } from './template-content.ts';

describe('contract template placeholders', () => {
  it('labels every placeholder the editor offers in zh and en', () => {
    for (const name of CONTRACT_TEMPLATE_PLACEHOLDERS) {
      const key = contractTemplatePlaceholderLabelKey(name);
      expect(messages.zh[key], name).toBeTruthy();
      expect(messages.en[key], name).toBeTruthy();
    }
  });

  it('accepts the goods table alone on one line and refuses it inline, twice or missing', () => {
    expect(() => checkTemplateContent('前言{{sellerName}}\n  {{goodsTable}}  \n## 条款\n{{otherTerms}}')).not.toThrow();
    expect(() => checkTemplateContent('货物：{{goodsTable}}')).toThrow();
    expect(() => checkTemplateContent('{{goodsTable}}\n{{goodsTable}}')).toThrow();
    expect(() => checkTemplateContent('{{ goodsTable }}')).toThrow();
    expect(() => checkTemplateContent('## 条款\n无表')).toThrow();
    expect(() => checkTemplateContent('{{goodsTable}}\n{{unknownThing}}')).toThrow(/contractTemplate.unknownPlaceholders/);
  });
});
