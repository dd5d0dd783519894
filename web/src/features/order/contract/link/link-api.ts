import type { ContractShare, ContractSharedView, ContractSignLink, ContractSignLinkInfo, ContractView } from '@hgsc/contracts';
import { postForFile } from '../../../../shared/request/binary-download.ts';
import { http } from '../../../../shared/request/http.ts';

/** Contracts by link: signing links for the counterparty, read-only shares with a code. */
export const linkApi = {
  createSignLink: (orderId: number, sms: boolean) =>
    http.post<ContractSignLink>('/order/contract/sign/link', { id: orderId, ...(sms ? { sms } : {}) }),
  /** The contract behind a signing link; the page explains a refused link itself, so nothing is toasted. */
  signLinkInfo: (token: string) =>
    http.post<ContractSignLinkInfo>('/order/contract/sign/link/info', { token }, { passCodes: [403, 404, 410] }),
  sendCode: (token: string) =>
    http.post<{ resendAfterSeconds: number; mobileMasked: string }>('/order/contract/sign/link/code', { token }),
  sign: (token: string, code: string) => http.post<ContractView>('/order/contract/sign/link/sign', { token, code }),
  fetchSignLinkPdf: (token: string, signal?: AbortSignal) =>
    postForFile('/order/contract/sign/link/download', { token }, 'contract.pdf', signal),
  share: (orderId: number) => http.post<ContractShare>('/order/contract/share', { id: orderId }),
  sharedView: (token: string, code: string) => http.post<ContractSharedView>('/order/contract/share/view', { token, code }),
  fetchSharedPdf: (token: string, code: string, signal?: AbortSignal) =>
    postForFile('/order/contract/share/download', { token, code }, 'contract.pdf', signal),
};
