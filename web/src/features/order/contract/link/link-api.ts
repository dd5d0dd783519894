import { contractLinkRoutes as routes } from '@hgsc/contracts';
import { call, callForFile } from '../../../../shared/request/call.ts';

/** Contracts by link: signing links for the counterparty, read-only shares with a code. */
export const linkApi = {
  createSignLink: (orderId: number, sms: boolean) => call(routes.signLink, { id: orderId, ...(sms ? { sms } : {}) }),
  /** The contract behind a signing link; the page explains a refused link itself, so nothing is toasted. */
  signLinkInfo: (token: string) => call(routes.signLinkInfo, { token }, { passCodes: [403, 404, 410] }),
  sendCode: (token: string) => call(routes.signLinkCode, { token }),
  sign: (token: string, code: string) => call(routes.signByLink, { token, code }),
  fetchSignLinkPdf: (token: string, signal?: AbortSignal) =>
    callForFile(routes.signLinkDownload, { token }, 'contract.pdf', signal),
  share: (orderId: number) => call(routes.share, { id: orderId }),
  sharedView: (token: string, code: string) => call(routes.shareView, { token, code }),
  fetchSharedPdf: (token: string, code: string, signal?: AbortSignal) =>
    callForFile(routes.shareDownload, { token, code }, 'contract.pdf', signal),
};
