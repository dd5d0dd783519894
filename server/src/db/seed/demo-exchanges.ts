import { and, asc, eq } from 'drizzle-orm';
import { quoteExchange, saveExchange } from '../../modules/receipt-exchange/index.ts';
import { receiptListings } from '../../modules/receipt-listing/index.ts';
import { receiptProducts } from '../../modules/warehouse/index.ts';
import type { ReceiptCaller } from '../../modules/warehouse-receipt/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { storedDemoCompanies } from './companies.ts';
import { demoQcReport, issueDemoReceipt, registryParties } from './demo-receipts.ts';

const LANG = 'zh';
const LOT = { product: '甲醇', quantity: '30', batch: 'DEMO-MEOH-2611E', brand: '兖矿国宏' };

/** The demo seller and buyer, and the seller's first listing still offered; null before the listings step ran. */
export async function demoTradersAndListing(ctx: AppContext) {
  const demo = await storedDemoCompanies(ctx);
  const seller = demo.find(({ demo }) => demo.owner === 'seller')?.company;
  const buyer = demo.find(({ demo }) => demo.owner === 'buyer')?.company;
  if (!seller || !buyer) return null;
  const [listing] = await ctx.db
    .select()
    .from(receiptListings)
    .where(and(eq(receiptListings.sellerCompanyId, seller.id), eq(receiptListings.status, 'listed')))
    .orderBy(asc(receiptListings.id))
    .limit(1);
  return listing ? { seller, buyer, listing } : null;
}

/**
 * A receipt exchange (仓单串换) through its own steps: the demo buyer's 30 t of 兖矿国宏 methanol receipted, and 20 t of
 * it offered for 20 t of the demo seller's listed 宁夏宝丰 lot; the seller quoted ¥15 a tonne, and the buyer's
 * acceptance waits. Answers how many exchanges it made.
 */
export async function seedDemoExchanges(ctx: AppContext): Promise<number> {
  const traders = await demoTradersAndListing(ctx);
  const parties = await registryParties(ctx);
  const [product] = await ctx.db.select().from(receiptProducts).where(eq(receiptProducts.name, LOT.product));
  if (!traders || !parties || !product) return 0;
  const { seller, buyer, listing } = traders;
  const sellerCaller: ReceiptCaller = { userId: seller.ownerUserId, companyId: seller.id, ip: null };
  const buyerCaller: ReceiptCaller = { userId: buyer.ownerUserId, companyId: buyer.id, ip: null };
  const reportKey = await demoQcReport(ctx, parties.keeper, product, LOT);
  await ctx.db.transaction(async (tx) => {
    const receipt = await issueDemoReceipt(tx, parties, buyerCaller, { product, lot: LOT, reportKey });
    const exchange = await saveExchange(
      tx,
      buyerCaller,
      { receiptId: receipt.id, listingId: listing.id, quantity: '20', remark: '换宁夏宝丰货，品质更稳定' },
      LANG,
    );
    await quoteExchange(tx, sellerCaller, { id: exchange.id, premium: '15.00', remark: '宁夏宝丰货源紧俏' }, LANG);
  });
  return 1;
}
