import type { Language, ReceiptContract, ReceiptContractTerms } from '@hgsc/contracts';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { Db } from '../../../platform/db/client.ts';
import { receiptContractView } from './contract-view.ts';
import { CONTRACT_READERS, dealForCaller } from './deal.ts';
import { termsOf } from './render.ts';

/** /wr/contract/confirm/info: the order's contract as the caller's side sees it (the keeper and strangers: 404). */
export async function readReceiptContract(db: Db, caller: Caller, id: number, lang: Language): Promise<ReceiptContract> {
  await dealForCaller(db, id, caller, CONTRACT_READERS);
  return receiptContractView(db, id, caller.company.companyId, lang);
}

/** /wr/contract/confirm/template/info: the terms the contract is drawn with, the platform's until the seller words its own. */
export async function readContractTerms(db: Db, caller: Caller, id: number): Promise<ReceiptContractTerms> {
  const { deal } = await dealForCaller(db, id, caller, CONTRACT_READERS);
  return termsOf(deal.order);
}
