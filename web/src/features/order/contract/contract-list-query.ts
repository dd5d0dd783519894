import { readUrlPaging, writeUrlPaging } from '../../../shared/url-query.ts';

/** 待处理: orders whose contract is still open (10, 37, 38, 39); 已签署: the side's signed contracts. */
export const CONTRACT_LIST_TABS = ['waiting', 'signed'] as const;
export type ContractListTab = (typeof CONTRACT_LIST_TABS)[number];

export interface ContractListQuery {
  tab: ContractListTab;
  current: number;
  size: number;
  keyword?: string;
}

/** The list's state in the URL (tab, number search, page, size): links, reloads and back keep it. */
export function parseContractListQuery(params: URLSearchParams): ContractListQuery {
  const { page, size } = readUrlPaging(params);
  const tab = params.get('tab') === 'signed' ? 'signed' : 'waiting';
  return { tab, current: page, size, keyword: params.get('keyword')?.trim().slice(0, 100) || undefined };
}

export function writeContractListQuery(query: ContractListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.tab !== 'waiting') out.set('tab', query.tab);
  if (query.keyword) out.set('keyword', query.keyword);
  return writeUrlPaging(out, { page: query.current, size: query.size });
}
