import type { Seal, SealInfo } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { sealProblemKey, sealProblemOf } from './seal-problem.ts';

const seal = (auditStatus: number, auditReason: string | null = null) => ({ auditStatus, auditReason }) as Seal;
const info = (parts: Partial<SealInfo>): SealInfo =>
  ({
    role: 'seller',
    roleLabel: '卖方',
    active: null,
    signsWith: null,
    latest: null,
    pending: null,
    history: [],
    ...parts,
  }) as SealInfo;

describe('sealProblemOf', () => {
  it('says nothing once a seal signs in the role (its own or the contract seal), or before the seal is known', () => {
    expect(sealProblemOf(info({ active: seal(1), signsWith: seal(1), latest: seal(0), pending: seal(0) }))).toBeNull();
    expect(sealProblemOf(info({ signsWith: seal(1) }))).toBeNull();
    expect(sealProblemOf(undefined)).toBeNull();
  });
  it('names the missing, the pending and the refused seal', () => {
    expect(sealProblemOf(info({}))).toEqual({ kind: 'missing', role: 'seller' });
    expect(sealProblemOf(info({ latest: seal(0), pending: seal(0) }))).toEqual({ kind: 'pending', role: 'seller' });
    const refused = sealProblemOf(info({ latest: seal(2, '印章图片不清晰') }));
    expect(refused).toEqual({ kind: 'rejected', role: 'seller', reason: '印章图片不清晰' });
    expect(sealProblemKey(refused ?? { kind: 'missing', role: 'seller' })).toBe('order.seal.rejected');
  });
});
