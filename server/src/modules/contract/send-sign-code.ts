import type { Language } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { sendSmsCode } from '../../platform/sms/codes.ts';
import type { OrderCaller } from '../order/order-access.ts';
import { maskMobile } from '../user/user-info.ts';
import { contractOrderFor } from './contract-caller.ts';
import { currentContract } from './contract-repo.ts';
import { recordContractEvidence } from './evidence/record.ts';
import { signerOf, signingSealOf } from './signer.ts';
import { orderSubject } from './subject.ts';

/**
 * POST /order/send/sms/sign/code: a signing code (purpose contractSign) to the caller's verified
 * mobile — only when the caller's side may sign now (409 naming the status otherwise) and its
 * company has an approved seal of that side's role (409 asking for one).
 */
export async function sendSignCode(ctx: AppContext, caller: OrderCaller, id: number, ip: string | null, lang: Language) {
  const { order, party } = await contractOrderFor(ctx.db, id, caller, lang, 'sign');
  const contract = await currentContract(ctx.db, orderSubject(order.id));
  await signingSealOf(ctx.db, caller.company.companyId, party);
  const { mobile } = await signerOf(ctx.db, caller.userId);
  const sent = await sendSmsCode(ctx, { mobile, purpose: 'contractSign', ip, subject: contract.contractNo });
  await recordContractEvidence(ctx.db, {
    contractId: contract.id,
    subject: orderSubject(order.id),
    event: 'codeSent',
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    ip,
    detail: { contractNo: contract.contractNo, party, mobile: maskMobile(mobile) },
  });
  return { resendAfterSeconds: sent.resendAfterSeconds, mobileMasked: maskMobile(mobile) };
}
