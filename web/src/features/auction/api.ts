import {
  auctionDealRoutes,
  auctionRoutes,
  bidRoutes,
  companyRoutes,
  type RouteInput,
  signUpRoutes,
  whiteListRoutes,
} from '@hgsc/contracts';
import { downloadPostedFile } from '../../shared/request/binary-download.ts';
import { call } from '../../shared/request/call.ts';

/** Query-key root of auctions: a step on one reloads every list, board and page under it. */
export const AUCTIONS_KEY = ['auctions'] as const;

/** Auctions (SPEC §7: /auctionTrust/*, /csSignUp/*, /auctionWhiteList/*, /csQuotedPrice/*). */
export const auctionApi = {
  save: (body: RouteInput<typeof auctionRoutes.save>) => call(auctionRoutes.save, body),
  submit: (id: number) => call(auctionRoutes.submit, { id }),
  cancel: (id: number, reason: string) => call(auctionRoutes.cancel, { id, reason }),
  info: (id: number) => call(auctionRoutes.info, { id }),
  hall: (query: RouteInput<typeof auctionRoutes.hall>) => call(auctionRoutes.hall, query),
  mine: (query: RouteInput<typeof auctionRoutes.mine>) => call(auctionRoutes.mine, query),
  counts: () => call(auctionRoutes.counts, {}),
  board: (id: number) => call(auctionRoutes.board, { id }),
  verify: (id: number) => call(auctionRoutes.verify, { id }),
  ruleSets: () => call(auctionRoutes.configList),
  check: (body: RouteInput<typeof auctionRoutes.configCheck>) => call(auctionRoutes.configCheck, body),
  // the operator's review
  reviewList: (query: RouteInput<typeof auctionRoutes.auditList>) => call(auctionRoutes.auditList, query),
  approve: (id: number) => call(auctionRoutes.approve, { id }),
  reject: (id: number, reason: string) => call(auctionRoutes.reject, { id, reason }),
  operatorCancel: (id: number, reason: string) => call(auctionRoutes.operatorCancel, { id, reason }),
  // sign-ups and deposits
  apply: (body: RouteInput<typeof signUpRoutes.apply>, key: string) => call(signUpRoutes.apply, body, { idempotencyKey: key }),
  approveSignUp: (id: number) => call(signUpRoutes.approve, { id }),
  rejectSignUp: (id: number, reason: string) => call(signUpRoutes.reject, { id, reason }),
  withdrawSignUp: (id: number) => call(signUpRoutes.withdraw, { id }),
  payDeposit: (body: RouteInput<typeof signUpRoutes.payDeposit>) => call(signUpRoutes.payDeposit, body),
  signUps: (query: RouteInput<typeof signUpRoutes.list>) => call(signUpRoutes.list, query),
  mySignUps: (query: RouteInput<typeof signUpRoutes.mine>) => call(signUpRoutes.mine, query),
  deposits: (query: RouteInput<typeof signUpRoutes.depositList>) => call(signUpRoutes.depositList, query),
  confirmDeposit: (id: number) => call(signUpRoutes.confirmDeposit, { id }),
  refuseDeposit: (id: number, reason: string) => call(signUpRoutes.refuseDeposit, { id, reason }),
  // the owner's white list
  whiteList: (query: RouteInput<typeof whiteListRoutes.get>) => call(whiteListRoutes.get, query),
  addToWhiteList: (companyId: number, remark: string | null) => call(whiteListRoutes.add, { companyId, remark }),
  removeFromWhiteList: (id: number) => call(whiteListRoutes.remove, { id }),
  whiteListCandidates: (keyword: string) => call(whiteListRoutes.company, { keyword }),
  // bids
  /** Sent once per press of 出价 (a double click or a resend bids once). */
  bid: (body: RouteInput<typeof bidRoutes.place>, key: string) => call(bidRoutes.place, body, { idempotencyKey: key }),
  bids: (query: RouteInput<typeof bidRoutes.list>) => call(bidRoutes.list, query),
  myBids: (query: RouteInput<typeof bidRoutes.mine>) => call(bidRoutes.mine, query),
  // the award's contracts
  deals: (auctionId: number) => call(auctionDealRoutes.list, { auctionId }),
  generateDealContract: (id: number) => call(auctionDealRoutes.generate, { id }),
  sendDealSignCode: (id: number) => call(auctionDealRoutes.sendSignCode, { id }),
  /** Sent once per opening of the signing dialog (a retry returns the first signature). */
  signDeal: (id: number, code: string, key: string) => call(auctionDealRoutes.sign, { id, code }, { idempotencyKey: key }),
  downloadDealContract: (id: number, contractNo: string) =>
    downloadPostedFile(auctionDealRoutes.download.path, { id }, `${contractNo}.pdf`),
  companies: (keyword: string) => call(companyRoutes.passCompanyList, { keyword, current: 1, size: 30 }),
};
