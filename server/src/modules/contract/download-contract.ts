import type { AppContext } from '../../platform/context.ts';
import { readStoredFile } from '../../platform/files/read-file.ts';
import type { UserRow } from '../user/index.ts';
import { currentContract } from './contract-repo.ts';
import { recordContractEvidence } from './evidence/record.ts';
import { recordContractViewed } from './evidence/record-view.ts';
import { type ContractCaller, type ContractKind, subjectOfKind } from './kind.ts';

/**
 * The current PDF of the subject's contract (an order's: POST /order/contract/download {id, preview?}), for its
 * parties only (another company → 404, like the subject itself). A download is evidenced as 下载合同; a preview in
 * the contract page's viewer as a viewing, which a page reloaded within the half hour does not repeat.
 */
export async function downloadContract<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  caller: ContractCaller,
  user: UserRow,
  body: { id: number; preview?: boolean | undefined },
  ip: string | null = null,
) {
  const { subject } = await kind.subjectFor(ctx.db, body.id, caller, 'contract.view');
  const about = subjectOfKind(kind, subject);
  const contract = await currentContract(ctx.db, about);
  const { bytes } = await readStoredFile(ctx, contract.fileKey, user, { publicOnly: false });
  const viewer = { actorUserId: caller.userId, companyId: caller.company.companyId, ip };
  if (body.preview) {
    await recordContractViewed(ctx.db, { ...viewer, subject: about, contract });
    return { bytes, contractNo: contract.contractNo };
  }
  await recordContractEvidence(ctx.db, {
    ...viewer,
    contractId: contract.id,
    subject: about,
    event: 'downloaded',
    detail: { contractNo: contract.contractNo, sha256: contract.sha256 },
  });
  return { bytes, contractNo: contract.contractNo };
}
