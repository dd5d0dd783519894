import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { companyAddresses } from '../../modules/address/index.ts';
import { proposeOrder } from '../../modules/receipt-order/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { demoTradersAndListing } from './demo-exchanges.ts';
import { registryParties } from './demo-receipts.ts';

/**
 * An order taken by phone (代客下单): the demo operator entered 10 t of the demo seller's listing for the demo buyer,
 * delivered to the buyer's default address; the buyer's confirmation waits (for a day, then it is out of time).
 * Answers how many it entered.
 */
export async function seedDemoProposals(ctx: AppContext): Promise<number> {
  const traders = await demoTradersAndListing(ctx);
  const parties = await registryParties(ctx);
  if (!traders || !parties) return 0;
  const { buyer, listing } = traders;
  const [address] = await ctx.db
    .select({ id: companyAddresses.id })
    .from(companyAddresses)
    .where(and(eq(companyAddresses.companyId, buyer.id), isNull(companyAddresses.deletedAt)))
    .orderBy(desc(companyAddresses.isDefault), asc(companyAddresses.id))
    .limit(1);
  await ctx.db.transaction((tx) =>
    proposeOrder(
      tx,
      { userId: parties.operatorId, ip: null },
      {
        buyerCompanyId: buyer.id,
        listingId: listing.id,
        quantity: '10',
        addressId: listing.deliveryMode === 'delivery' ? (address?.id ?? null) : null,
        callerName: '张三',
        callerPhone: '13800000002',
        remark: '客户电话委托，请尽快确认',
      },
      'zh',
    ),
  );
  return 1;
}
