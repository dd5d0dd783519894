import {
  type ContractSharedView,
  type ContractSignLinkInfo,
  contractStatusLabelKey,
  type Language,
  translate,
} from '@hgsc/contracts';
import type { Db } from '../../../../platform/db/client.ts';
import type { OpenedSignLink, SharedContract } from '../../../contract/index.ts';
import type { TradeParty } from '../../order-access.ts';
import type { OrderRow } from '../../tables.ts';
import { contractView } from '../contract-views.ts';

/** A shared order contract's facts (no party, no actions), for /linkExtraction. */
export function sharedContractView(shared: SharedContract<OrderRow, TradeParty>, lang: Language): ContractSharedView {
  const { contract, subject: order, link } = shared;
  return {
    contractNo: contract.contractNo,
    orderNo: order.orderNo,
    version: contract.version,
    status: contract.status,
    statusLabel: translate(contractStatusLabelKey(contract.status), lang),
    buyerCompanyName: shared.companyNames.buyer,
    sellerCompanyName: shared.companyNames.seller,
    totalAmount: order.totalAmount,
    currency: order.currency,
    sha256: contract.sha256,
    generatedAt: contract.generatedAt.toISOString(),
    signatures: shared.signatures,
    sharedBy: shared.sharedBy,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** An order contract's signing link as the invited side's signer sees it, for /signincontract. */
export async function signLinkInfoView(
  db: Db,
  opened: OpenedSignLink<OrderRow, TradeParty>,
  lang: Language,
): Promise<ContractSignLinkInfo> {
  return {
    contract: await contractView(db, opened.contract, { companyId: opened.caller.company.companyId, lang }),
    party: opened.party,
    companyName: opened.caller.company.companyName,
    senderCompanyName: opened.senderCompanyName,
    expiresAt: opened.link.expiresAt.toISOString(),
    canSign: opened.canSign,
    mobileMasked: opened.mobileMasked,
  };
}
