import { describe, expect, it } from 'vitest';
import { parseContractListQuery, writeContractListQuery } from './contract-list-query.ts';

describe('the contract list query', () => {
  it('opens on the contracts waiting, and keeps the signed tab, search and page in the URL', () => {
    expect(parseContractListQuery(new URLSearchParams(''))).toMatchObject({ tab: 'waiting', current: 1, keyword: undefined });
    const signed = parseContractListQuery(new URLSearchParams('tab=signed&keyword=HT12&page=2&size=30'));
    expect(signed).toEqual({ tab: 'signed', current: 2, size: 30, keyword: 'HT12' });
    expect(parseContractListQuery(writeContractListQuery(signed))).toEqual(signed);
    expect(writeContractListQuery({ tab: 'waiting', current: 1, size: 10 }).get('tab')).toBeNull();
    expect(parseContractListQuery(new URLSearchParams('tab=other')).tab).toBe('waiting');
  });
});
