import type {
  AcceptAgreementBody,
  AgreementAdminRecord,
  AgreementInfo,
  AgreementPublishBody,
  AgreementStatus,
  AgreementType,
  Page,
} from '@hgsc/contracts';
import { http } from '../../shared/request/http.ts';

const PREFIX = '/bs/agreement/template';

/** GET …/user/agreement/info and …/privacy/agreement/info (public): the current text, null when none is published. */
export const AGREEMENT_INFO_URL: Record<AgreementType, string> = {
  user: `${PREFIX}/user/agreement/info`,
  privacy: `${PREFIX}/privacy/agreement/info`,
};

export const AGREEMENT_SELECT_URL = `${PREFIX}/agreement/select`;

/** The query key of a type's current text; the caller's acceptedVersion is part of it. */
export const agreementInfoKey = (type: AgreementType) => [AGREEMENT_INFO_URL[type]] as const;

/** SPEC §7 agreement calls, on the contracts' shapes. */
export const agreementApi = {
  info: (type: AgreementType) => http.get<AgreementInfo | null>(AGREEMENT_INFO_URL[type]),
  /** POST /user/update/version: accept the current versions (409 when a newer one was published meanwhile). */
  accept: (body: AcceptAgreementBody) => http.post<AgreementStatus>('/user/update/version', body),
  /** Operator: every published version, newest first. */
  select: (params: { current: number; size: number; type?: AgreementType }) =>
    http.get<Page<AgreementAdminRecord>>(AGREEMENT_SELECT_URL, { ...params }),
  /** Operator: publish the next version of a type. */
  publish: (body: AgreementPublishBody) => http.post<AgreementAdminRecord>(`${PREFIX}/update`, body),
};
