import { SMS_PURPOSES, USUAL_LOG_EVENTS } from '@hgsc/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { webEn } from '../../shared/i18n/en.ts';
import { webZh } from '../../shared/i18n/zh.ts';
import { zhWorkspaceMessages } from '../../shared/i18n/zh-workspace.ts';
import { detailFields, detailLine, eventWords } from './log-words.ts';

const catalogues = {
  zh: { ...webZh, ...zhWorkspaceMessages } as Record<string, string>,
  en: webEn as Record<string, string>,
};
const translator = (catalogue: Record<string, string>) =>
  ((key: string, options?: { defaultValue?: string }) => catalogue[key] ?? options?.defaultValue ?? key) as unknown as TFunction;

describe('the operator console’s words', () => {
  it('name every SMS purpose and every usual-log event in both languages', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const missing = [
        ...SMS_PURPOSES.map((purpose) => `smsPurpose.${purpose}`),
        ...USUAL_LOG_EVENTS.map((event) => `logEvent.${event}`),
      ].filter((key) => !catalogue[key]);
      expect([language, missing]).toEqual([language, []]);
    }
    expect(catalogues.zh['smsPurpose.contractSign']).toBe('签署合同');
    expect(catalogues.en['smsPurpose.contractSign']).toBe('Contract signing');
  });

  it('show an event’s details as labelled fields instead of JSON', () => {
    const zh = translator(catalogues.zh);
    const en = translator(catalogues.en);
    expect(eventWords(zh, 'company.update')).toBe('修改企业信息');
    expect(eventWords(en, 'order.contract.sign')).toBe('Signed a contract');
    expect(eventWords(zh, 'retired.event')).toBe('retired.event');
    const detail = JSON.stringify({ companyId: 12, changed: ['name', 'contactMobile'], sms: true, extra: null });
    expect(detailFields(zh, detail)).toEqual([
      { key: 'companyId', label: '企业 ID', value: '12' },
      { key: 'changed', label: '修改的字段', value: 'name, contactMobile' },
      { key: 'sms', label: '已发短信', value: '是' },
      { key: 'extra', label: 'extra', value: '-' },
    ]);
    expect(detailLine(en, JSON.stringify({ productId: 3, submitted: false }), ': ', '; ')).toBe(
      'Product ID: 3; Submitted for review: No',
    );
    expect(detailFields(zh, 'not json')).toEqual([{ key: '', label: '', value: 'not json' }]);
    expect(detailLine(zh, null, '：', '；')).toBe('-');
  });
});
