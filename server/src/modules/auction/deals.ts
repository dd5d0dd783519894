import { AUCTION_DEAL_SIGN_DAYS, type Award, fromScaled, PRICE_PLACES, toScaled } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { type AuctionRow, auctionDeals, type DealLine } from './tables.ts';

/**
 * The deals of an award, made in the close's transaction: one per winning company, holding what it took on every
 * lot (at its price, to the fen), and the time its contract must be signed by.
 */
export async function makeDeals(tx: Db, auction: AuctionRow, award: Award, now: Date): Promise<number> {
  const taken = new Map<number, DealLine[]>();
  for (const line of award.lines) {
    const lot = auction.rules.lines.find((l) => l.lineNo === line.lineNo);
    if (!lot) continue;
    for (const winner of line.winners)
      taken.set(winner.companyId, [
        ...(taken.get(winner.companyId) ?? []),
        {
          lineNo: line.lineNo,
          productName: lot.productName,
          spec: lot.spec,
          unit: lot.unit,
          quantity: winner.quantity,
          price: winner.price,
          amount: winner.amount,
        },
      ]);
  }
  const dueAt = new Date(now.getTime() + AUCTION_DEAL_SIGN_DAYS * 86_400_000);
  let n = 0;
  for (const [winnerCompanyId, lines] of taken) {
    n += 1;
    const amount = lines.reduce((sum, l) => sum + toScaled(l.amount, PRICE_PLACES), 0n);
    await tx.insert(auctionDeals).values({
      dealNo: `${auction.auctionNo}-${n}`,
      auctionId: auction.id,
      ownerCompanyId: auction.ownerCompanyId,
      winnerCompanyId,
      status: 'awaiting',
      lines,
      amount: fromScaled(amount, PRICE_PLACES),
      dueAt,
    });
  }
  return taken.size;
}
