import {
  CONTRACT_LINK_TTL_DAYS,
  type ContractSignLink,
  type ContractSignLinkBody,
  type Language,
  mayAct,
  type OrderStatus,
  translate,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../../platform/context.ts';
import { wrongState } from '../../../../platform/http/app-error.ts';
import { publicUrl } from '../../../../platform/http/public-url.ts';
import { countUse } from '../../../../platform/security/use-limit.ts';
import { companies } from '../../../company/index.ts';
import { currentContract, orderSubject, recordContractEvidence } from '../../../contract/index.ts';
import { maskMobile } from '../../../user/index.ts';
import { type OrderCaller, orderForCaller, type TradeParty } from '../../order-access.ts';
import { issueLink, linkPath } from './link-repo.ts';

/** At most this many signing-link messages per user and hour (an SMS costs money). */
const LINK_SMS_PER_HOUR = 10;

/**
 * POST /order/contract/sign/link: a party (contract.sign) invites the counterparty to sign the
 * current contract by link — only while the counterparty's side may sign (409 otherwise). The
 * earlier signing link to the same side stops working. With `sms` the absolute link is texted to the
 * counterparty company's contact mobile. Recorded on the evidence trail as 'shared'.
 */
export async function createSignLink(
  ctx: AppContext,
  caller: OrderCaller,
  body: ContractSignLinkBody,
  ip: string | null,
  lang: Language,
): Promise<ContractSignLink> {
  if (body.sms) {
    await countUse(ctx.limiter, `contract-link-sms:${caller.userId}`, 3600, LINK_SMS_PER_HOUR);
  }
  const made = await ctx.db.transaction(async (tx) => {
    const { order, party } = await orderForCaller(tx, body.id, caller, { lock: true, permissionFor: () => 'contract.sign' });
    const contract = await currentContract(tx, orderSubject(order.id));
    const invited: TradeParty = party === 'buyer' ? 'seller' : 'buyer';
    if (!mayAct(order.status as OrderStatus, 'sign', invited, order.cancelRequestedBy ?? null))
      throw wrongState('contractLink.counterpartyCannotSign');
    const [counterparty] = await tx
      .select({ contactMobile: companies.contactMobile })
      .from(companies)
      .where(eq(companies.id, invited === 'buyer' ? order.buyerCompanyId : order.sellerCompanyId));
    if (body.sms && !counterparty?.contactMobile) throw wrongState('contractLink.noContactMobile');
    const { token, expiresAt } = await issueLink(tx, {
      contract,
      kind: 'sign',
      party: invited,
      createdBy: caller.userId,
      companyId: caller.company.companyId,
    });
    const smsTo = body.sms ? (counterparty?.contactMobile ?? null) : null;
    await recordContractEvidence(tx, {
      contractId: contract.id,
      subject: orderSubject(order.id),
      event: 'shared',
      actorUserId: caller.userId,
      companyId: caller.company.companyId,
      ip,
      detail: {
        contractNo: contract.contractNo,
        party,
        link: 'sign',
        invited,
        expiresAt: expiresAt.toISOString(),
        sms: smsTo ? maskMobile(smsTo) : null,
      },
    });
    return { token, expiresAt, invited, contractNo: contract.contractNo, smsTo };
  });
  const path = linkPath('sign', made.token);
  const url = publicUrl(ctx.config, path);
  if (made.smsTo) {
    const content = translate('contractLink.signSmsContent', lang, {
      company: caller.company.companyName,
      contractNo: made.contractNo,
      url,
      days: CONTRACT_LINK_TTL_DAYS,
    });
    await ctx.sms.send({ mobile: made.smsTo, purpose: 'contract_sign_link', content });
  }
  return {
    token: made.token,
    path,
    url,
    party: made.invited,
    expiresAt: made.expiresAt.toISOString(),
    smsSentTo: made.smsTo ? maskMobile(made.smsTo) : null,
  };
}
