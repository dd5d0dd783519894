import type { AdminSealDetail } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { sealEn } from '../../shared/i18n/seal.en.ts';
import { sealZh } from '../../shared/i18n/seal.zh.ts';
import { approvedSealStanding, sealComparison } from './seal-audit-view.ts';

const inForce = { id: 1 } as NonNullable<AdminSealDetail['replaces']>;

describe('the operator’s seal drawer', () => {
  it('compares a change under review with the seal in force, or says it is a first seal', () => {
    expect(sealComparison({ auditStatus: 0, replaces: inForce })).toEqual({ replaces: inForce });
    expect(sealComparison({ auditStatus: 0, replaces: null })).toEqual({ replaces: null });
  });

  it('shows a decided seal alone: the seal in use is not said to replace 无（首次设置）', () => {
    expect(sealComparison({ auditStatus: 1, replaces: null })).toBeNull();
    expect(sealComparison({ auditStatus: 2, replaces: null })).toBeNull();
  });

  it('tells the seal in use from one a later approval replaced', () => {
    expect(approvedSealStanding({ auditStatus: 1, inForce: true })).toBe('inForce');
    expect(approvedSealStanding({ auditStatus: 1, inForce: false })).toBe('replaced');
    expect(approvedSealStanding({ auditStatus: 2, inForce: false })).toBeNull();
    expect(approvedSealStanding({ auditStatus: 0, inForce: false })).toBeNull();
    expect(sealZh['sealAudit.replaced']).toBe('已被替换');
    expect(sealEn['sealAudit.replaced']).toBe('Replaced');
  });
});
