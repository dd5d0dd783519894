import { type AuctionDeal, type AuctionDealParty, auctionDealStatusLabelKey, type Language, translate } from '@hgsc/contracts';
import { and, asc, desc, eq, ne, or } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { lookup } from '../../platform/db/lookup.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { aboutSubject, contractSignatures, contracts } from '../contract/index.ts';
import { auctionDealContract, sellerIsOwner } from './deal-kind.ts';
import { auctionDeals, auctions } from './tables.ts';

/** A closed auction's deals the caller is a side of (the owner: every winner's), with their contracts as they stand. */
export async function listDeals(db: Db, caller: Caller, auctionId: number, lang: Language): Promise<AuctionDeal[]> {
  const companyId = caller.company.companyId;
  const rows = await db
    .select({
      deal: auctionDeals,
      auctionNo: auctions.auctionNo,
      rules: auctions.rules,
      ownerName: lookup<string>(companies.name, auctionDeals.ownerCompanyId, 'owner'),
      winnerName: lookup<string>(companies.name, auctionDeals.winnerCompanyId, 'winner'),
    })
    .from(auctionDeals)
    .innerJoin(auctions, eq(auctions.id, auctionDeals.auctionId))
    .where(
      and(
        eq(auctionDeals.auctionId, auctionId),
        or(eq(auctionDeals.ownerCompanyId, companyId), eq(auctionDeals.winnerCompanyId, companyId)),
      ),
    )
    .orderBy(asc(auctionDeals.id));
  return Promise.all(
    rows.map(async (row) => {
      const [contract] = await db
        .select()
        .from(contracts)
        .where(
          and(aboutSubject(contracts, { kind: auctionDealContract.name, id: row.deal.id }), ne(contracts.status, 'cancelled')),
        )
        .orderBy(desc(contracts.version))
        .limit(1);
      const signed = contract
        ? (
            await db
              .select({ party: contractSignatures.party })
              .from(contractSignatures)
              .where(eq(contractSignatures.contractId, contract.id))
          ).map((s) => s.party)
        : [];
      const ownerSells = sellerIsOwner({ direction: row.rules.direction });
      const sideOf = (party: string): AuctionDealParty => ((party === 'seller') === ownerSells ? 'owner' : 'winner');
      const side: AuctionDealParty = row.deal.ownerCompanyId === companyId ? 'owner' : 'winner';
      const signedBy = (['owner', 'winner'] as const).filter((s) => signed.map(sideOf).includes(s));
      const actions: AuctionDeal['actions'] = [];
      if (row.deal.status === 'awaiting' && side === 'owner') actions.push('generate');
      if (row.deal.status === 'signing' && !signedBy.includes(side)) actions.push('sign');
      if (contract) actions.push('download');
      return {
        id: row.deal.id,
        dealNo: row.deal.dealNo,
        auctionId: row.deal.auctionId,
        auctionNo: row.auctionNo,
        ownerCompanyName: row.ownerName,
        winnerCompanyId: row.deal.winnerCompanyId,
        winnerCompanyName: row.winnerName,
        status: row.deal.status,
        statusLabel: translate(auctionDealStatusLabelKey(row.deal.status), lang),
        lines: row.deal.lines.map(({ spec: _spec, ...line }) => line),
        amount: row.deal.amount,
        dueAt: row.deal.dueAt.toISOString(),
        contract: contract
          ? { contractNo: contract.contractNo, version: contract.version, signedBy, complete: row.deal.status === 'signed' }
          : null,
        side,
        actions,
      };
    }),
  );
}

/** One deal as its side sees it (the answer of a contract step). */
export async function readDeal(db: Db, caller: Caller, id: number, lang: Language): Promise<AuctionDeal> {
  const [deal] = await db.select({ auctionId: auctionDeals.auctionId }).from(auctionDeals).where(eq(auctionDeals.id, id));
  const found = deal && (await listDeals(db, caller, deal.auctionId, lang)).find((d) => d.id === id);
  if (!found) throw notFound('auction.deal.notFound');
  return found;
}
