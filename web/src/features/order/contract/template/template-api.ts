import type {
  ContractTemplateInfo,
  ContractTemplateList,
  ContractTemplatePreviewInput,
  ContractTemplateSaveInput,
  OrderContractTemplate,
} from '@hgsc/contracts';
import { postForFile } from '../../../../shared/request/binary-download.ts';
import { http } from '../../../../shared/request/http.ts';
import { ORDER_QUERY_KEY } from '../../api.ts';

const BASE = '/shop/contract/template';

/** The query keys of templates; an order's template sits under ORDER_QUERY_KEY so order actions refresh it. */
export const templateKeys = {
  all: ['contractTemplate'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  info: (id: number) => [...templateKeys.all, 'info', id] as const,
  order: (orderId: number) => [...ORDER_QUERY_KEY, 'contractTemplate', orderId] as const,
};

/** The shop's contract templates (/shop/contract/template/*). Id 0 is the platform's. */
export const templateApi = {
  list: () => http.post<ContractTemplateList>(`${BASE}/list`, {}),
  info: (id: number) => http.post<ContractTemplateInfo>(`${BASE}/confirm/info`, { id }),
  save: (body: ContractTemplateSaveInput) => http.post<ContractTemplateInfo>(`${BASE}/save`, body),
  del: (id: number) => http.post<null>(`${BASE}/del`, { id }),
  setDefault: (id: number) => http.post<ContractTemplateList>(`${BASE}/set/default`, { id }),
  choose: (orderId: number, templateId: number) => http.post<OrderContractTemplate>(`${BASE}/choose`, { orderId, templateId }),
  /** Another company's order is the page's 404 to explain; a sub-account without contract.view gets 403. */
  ofOrder: (orderId: number) =>
    http.post<OrderContractTemplate>(`${BASE}/getOrderContractTemplate`, { orderId }, { passCodes: [403, 404] }),
};

/**
 * The preview PDF (POST /shop/contract/template/confirm answers the file itself, not an envelope); a
 * refusal answers its message instead (e.g. an unknown placeholder in unsaved text).
 */
export const fetchTemplatePreview = (body: ContractTemplatePreviewInput, signal?: AbortSignal) =>
  postForFile(`${BASE}/confirm`, body, 'contract-template-preview.pdf', signal);
