import { CONTRACT_STATUSES, type ContractStatus } from '@hgsc/contracts';
import { readUrlPaging, writeUrlPaging } from '../../../shared/url-query.ts';
import type { ContractSide } from './contract-turn.ts';

/** /manage/warehouseReceiptContractList's filters and page, kept in the URL so a link or a reload shows the same list. */
export interface ContractListQuery {
  party?: ContractSide;
  status?: ContractStatus;
  keyword?: string;
  current: number;
  size: number;
}

const KEYWORD_MAX = 50;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/** A hand-edited value the server would refuse is dropped rather than failing the page. */
export function parseContractListQuery(params: URLSearchParams): ContractListQuery {
  const { page, size } = readUrlPaging(params);
  return {
    party: oneOf(['buyer', 'seller'] as const, params.get('party')),
    status: oneOf(CONTRACT_STATUSES, params.get('status')),
    keyword: params.get('keyword')?.trim().slice(0, KEYWORD_MAX) || undefined,
    current: page,
    size,
  };
}

export function writeContractListQuery(query: ContractListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.party) out.set('party', query.party);
  if (query.status) out.set('status', query.status);
  if (query.keyword) out.set('keyword', query.keyword);
  return writeUrlPaging(out, { page: query.current, size: query.size });
}

/** What /wr/contract/list is sent: the filters set, nothing for those left open. */
export const contractListBody = ({ party, status, keyword, current, size }: ContractListQuery) => ({
  current,
  size,
  ...(party ? { party } : {}),
  ...(status ? { status } : {}),
  ...(keyword ? { keyword } : {}),
});
