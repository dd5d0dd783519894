import { contractEvidenceRoutes as routes } from '@hgsc/contracts';
import { call, upload } from '../../../../shared/request/call.ts';

/** The public verification calls; no login needed. */
export const verifyApi = {
  byCode: (contractNo: string, code: string) => call(routes.verify, { contractNo, code }),
  byFile: (file: File) => upload(routes.verifyFile, file, { timeoutMs: 120_000 }),
};
