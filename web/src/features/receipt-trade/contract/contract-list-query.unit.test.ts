import { describe, expect, it } from 'vitest';
import { contractListBody, parseContractListQuery, writeContractListQuery } from './contract-list-query.ts';

describe('the receipt contract list in the URL', () => {
  it('reads back what it wrote: side, status, keyword, page and size', () => {
    const query = { party: 'seller', status: 'partlySigned', keyword: 'WR01', current: 3, size: 30 } as const;
    const params = writeContractListQuery(query);
    expect(params.toString()).toBe('party=seller&status=partlySigned&keyword=WR01&page=3&size=30');
    expect(parseContractListQuery(params)).toEqual(query);
  });

  it('leaves the defaults out of the URL and the request', () => {
    const query = parseContractListQuery(new URLSearchParams());
    expect(writeContractListQuery(query).toString()).toBe('');
    expect(contractListBody(query)).toEqual({ current: 1, size: query.size });
  });

  it('drops a hand-edited side or status the server would refuse', () => {
    const query = parseContractListQuery(new URLSearchParams('party=keeper&status=lost&keyword=%20%20'));
    expect(query).toMatchObject({ party: undefined, status: undefined, keyword: undefined });
  });
});
