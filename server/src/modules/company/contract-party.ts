import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { ContractParties, ContractParty } from '../../platform/pdf/index.ts';
import { type CompanyRow, companies } from './tables.ts';

/** A company as a contract prints its party, with its receiving account (the other side pays into it). */
export const contractPartyOf = (c: CompanyRow): ContractParty => ({
  companyName: c.name,
  creditCode: c.creditCode,
  address: c.registeredAddress,
  legalPerson: c.legalPerson,
  contactName: c.contactName,
  phone: c.contactMobile,
  bankName: c.bankName ?? '',
  bankAccount: c.bankAccount ?? '',
});

/** A contract's two parties as the companies stand now: kept on the contract when it is generated. */
export async function companyParties(db: Db, ids: { buyerCompanyId: number; sellerCompanyId: number }): Promise<ContractParties> {
  const rows = await db
    .select()
    .from(companies)
    .where(inArray(companies.id, [ids.buyerCompanyId, ids.sellerCompanyId]));
  const party = (id: number) => {
    const found = rows.find((row) => row.id === id);
    if (!found) throw new Error(`company ${id} missing`);
    return contractPartyOf(found);
  };
  return { buyer: party(ids.buyerCompanyId), seller: party(ids.sellerCompanyId) };
}
