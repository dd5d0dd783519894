import { agreementRoutes, type RouteInput, receiptAgreementRoutes, type UserAgreementType } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** GET …/user/agreement/info and …/privacy/agreement/info (public): the current text, null when none is published. */
const INFO_ROUTES = { user: agreementRoutes.userInfo, privacy: agreementRoutes.privacyInfo } as const;

export const AGREEMENT_INFO_URL: Record<UserAgreementType, string> = {
  user: INFO_ROUTES.user.path,
  privacy: INFO_ROUTES.privacy.path,
};

export const AGREEMENT_SELECT_URL = agreementRoutes.select.path;

/** The query key of a type's current text; the caller's acceptedVersion is part of it. */
export const agreementInfoKey = (type: UserAgreementType) => [AGREEMENT_INFO_URL[type]] as const;

/** SPEC §7 agreement calls (`agreementRoutes`). */
export const agreementApi = {
  info: (type: UserAgreementType) => call(INFO_ROUTES[type]),
  /** POST /user/update/version: accept the current versions (409 when a newer one was published meanwhile). */
  accept: (body: RouteInput<typeof agreementRoutes.accept>) => call(agreementRoutes.accept, body),
  /** Operator: every published version, newest first. */
  select: (params: RouteInput<typeof agreementRoutes.select>) => call(agreementRoutes.select, params),
  /** The active company's receipt agreement: the current text and the version it affirmed. */
  receiptStatus: () => call(receiptAgreementRoutes.info),
  /** Affirm the current receipt agreement for the active company (409 when a newer one was published meanwhile). */
  affirmReceipt: (version: number) => call(receiptAgreementRoutes.affirm, { version }),
  /** Operator: publish the next version of a type. */
  publish: (body: RouteInput<typeof agreementRoutes.publish>) => call(agreementRoutes.publish, body),
};

export const RECEIPT_AGREEMENT_KEY = [receiptAgreementRoutes.info.path] as const;
