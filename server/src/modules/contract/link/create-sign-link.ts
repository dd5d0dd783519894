import { CONTRACT_LINK_TTL_DAYS, type ContractSignLinkBody, type Language, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { wrongState } from '../../../platform/http/app-error.ts';
import { publicUrl } from '../../../platform/http/public-url.ts';
import { countUse } from '../../../platform/security/use-limit.ts';
import { companies } from '../../company/index.ts';
import { maskMobile } from '../../user/index.ts';
import { type ContractCaller, type ContractKind, otherSigner } from '../kind.ts';
import { linkPath } from './link-repo.ts';
import { issueSharedLink, lockedContractFor } from './shared-link.ts';

/** At most this many signing-link messages per user and hour (an SMS costs money). */
const LINK_SMS_PER_HOUR = 10;

/** A signing link as its sender gets it: the token and page once, and whom it invites. */
export interface SignLinkMade<Party extends string> {
  token: string;
  path: string;
  url: string;
  party: Party;
  expiresAt: string;
  smsSentTo: string | null;
}

/**
 * A side (contract.sign) invites the other side to sign the current contract by link, only while the other side may
 * sign (409 otherwise). The earlier signing link to that side stops working. With `sms` the absolute link is texted
 * to the other company's contact mobile. Recorded on the evidence trail as 'shared'.
 */
export async function createSignLink<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  caller: ContractCaller,
  body: ContractSignLinkBody,
  ip: string | null,
  lang: Language,
): Promise<SignLinkMade<Party>> {
  if (body.sms) {
    await countUse(ctx.limiter, `contract-link-sms:${caller.userId}`, 3600, LINK_SMS_PER_HOUR);
  }
  const made = await ctx.db.transaction(async (tx) => {
    const { subject, party, about, contract } = await lockedContractFor(tx, kind, caller, body.id, 'contract.sign');
    const invited = otherSigner(kind, party);
    if (kind.refusal(subject, 'sign', invited, lang)) throw wrongState('contractLink.counterpartyCannotSign');
    const [counterparty] = await tx
      .select({ contactMobile: companies.contactMobile })
      .from(companies)
      .where(eq(companies.id, kind.companyOf(subject, invited)));
    if (body.sms && !counterparty?.contactMobile) throw wrongState('contractLink.noContactMobile');
    const smsTo = body.sms ? (counterparty?.contactMobile ?? null) : null;
    const { token, expiresAt } = await issueSharedLink(tx, {
      contract,
      about,
      kind: 'sign',
      party: invited,
      caller,
      ip,
      detail: (expiresAt) => ({
        contractNo: contract.contractNo,
        party,
        link: 'sign',
        invited,
        expiresAt,
        sms: smsTo ? maskMobile(smsTo) : null,
      }),
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
