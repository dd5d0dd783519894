import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../platform/security/hashing.ts';
import { evidenceHash, GENESIS_HASH, normaliseDetail } from './chain.ts';

const entry = {
  subjectKind: 'order',
  subjectId: 7,
  contractId: 3,
  seq: 1,
  event: 'generated',
  actorUserId: 11,
  companyId: 5,
  ip: '10.0.0.1',
  detail: { sha256: 'ab', version: 1 },
  at: new Date('2025-03-07T08:00:00.123Z'),
  prevHash: GENESIS_HASH,
};

describe('evidence chain hashing', () => {
  it('writes the same value the same way whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: null, y: 'x' }], c: true } })).toBe(
      '{"a":{"c":true,"d":[1,{"y":"x","z":null}]},"b":1}',
    );
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(normaliseDetail({ at: new Date('2025-01-01T00:00:00Z'), gone: undefined })).toEqual({
      at: '2025-01-01T00:00:00.000Z',
    });
  });

  it('changes with every field of the entry and with the hash before it', () => {
    const base = evidenceHash(entry);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(evidenceHash({ ...entry, detail: { version: 1, sha256: 'ab' } })).toBe(base);
    for (const changed of [
      { ...entry, subjectId: 8 },
      { ...entry, subjectKind: 'freight' },
      { ...entry, contractId: null },
      { ...entry, seq: 2 },
      { ...entry, event: 'signed' },
      { ...entry, actorUserId: 12 },
      { ...entry, companyId: null },
      { ...entry, ip: '10.0.0.2' },
      { ...entry, detail: { sha256: 'ac', version: 1 } },
      { ...entry, at: new Date('2025-03-07T08:00:00.124Z') },
      { ...entry, prevHash: '1'.repeat(64) },
    ]) {
      expect(evidenceHash(changed)).not.toBe(base);
    }
  });

  it("hashes an order's entries as they were hashed before contracts had subjects of other kinds", () => {
    // The hash of this entry when it named its order as `orderId`: the chains written then still verify.
    expect(evidenceHash(entry)).toBe('594f77db0db72037f66b93a823922ff25d5a16ffe7d9fcff47b9c21c6fe418b6');
    expect(evidenceHash({ ...entry, subjectKind: 'freight' })).not.toBe(evidenceHash(entry));
  });
});
