import { sql } from 'drizzle-orm';
import { answerOf, registerFileAccessRule } from '../../platform/files/access.ts';
import { companyMembers, memberAdmitted } from '../company/index.ts';
import { auctionSignUps, auctions } from './tables.ts';

const READERS = ['quote.bid', 'quote.auction', 'finance.pay'];

/**
 * A deposit's bank proof is read by the members of the bidder and of the auction's owner who bid, run auctions or
 * pay (the operator, who confirms it, reads every file). Registered once, on import.
 */
registerFileAccessRule(async (ctx, file, user) =>
  answerOf(
    await ctx.db
      .select(memberAdmitted)
      .from(auctionSignUps)
      .innerJoin(auctions, sql`${auctions.id} = ${auctionSignUps.auctionId}`)
      .leftJoin(
        companyMembers,
        sql`${companyMembers.userId} = ${user.id} and ${companyMembers.status} = 1 and ${companyMembers.companyId} in (${auctionSignUps.companyId}, ${auctions.ownerCompanyId}) and (${companyMembers.isMain} or ${companyMembers.permissions} && ${sql.param(READERS)}::text[])`,
      )
      .where(sql`${file.key} = any(select jsonb_array_elements_text(${auctionSignUps.depositProofKeys}))`),
  ),
);
