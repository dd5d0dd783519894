import type { Language } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { sendSmsCode } from '../../platform/sms/codes.ts';
import { maskMobile } from '../user/index.ts';
import { contractSubjectFor } from './contract-caller.ts';
import { currentContract } from './contract-repo.ts';
import { recordContractEvidence } from './evidence/record.ts';
import { type ContractCaller, type ContractKind, subjectOfKind } from './kind.ts';
import { signerOf, signingSealOf } from './signer.ts';

/**
 * A signing code (purpose contractSign) to the caller's verified mobile (an order's: POST /order/send/sms/sign/code),
 * only when the caller's side may sign now (409 otherwise) and its company has an approved seal of the role that side
 * signs with (409 asking for one).
 */
export async function sendSignCode<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  caller: ContractCaller,
  id: number,
  ip: string | null,
  lang: Language,
) {
  const { subject, party } = await contractSubjectFor(ctx.db, kind, id, caller, lang, 'sign');
  const about = subjectOfKind(kind, subject);
  const contract = await currentContract(ctx.db, about);
  await signingSealOf(ctx.db, caller.company.companyId, kind.sealRole(party));
  const { mobile } = await signerOf(ctx.db, caller.userId);
  const sent = await sendSmsCode(ctx, { mobile, purpose: 'contractSign', ip, subject: contract.contractNo });
  await recordContractEvidence(ctx.db, {
    contractId: contract.id,
    subject: about,
    event: 'codeSent',
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    ip,
    detail: { contractNo: contract.contractNo, party, mobile: maskMobile(mobile) },
  });
  return { resendAfterSeconds: sent.resendAfterSeconds, mobileMasked: maskMobile(mobile) };
}
