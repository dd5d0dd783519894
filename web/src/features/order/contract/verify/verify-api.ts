import type { ContractVerifyResult } from '@hgsc/contracts';
import { http } from '../../../../shared/request/http.ts';

/** The public verification calls; no login needed. */
export const verifyApi = {
  byCode: (contractNo: string, code: string) => http.post<ContractVerifyResult>('/contract/verify', { contractNo, code }),
  byFile: (file: File) => http.upload<ContractVerifyResult>('/contract/verify/file', file, { timeoutMs: 120_000 }),
};
