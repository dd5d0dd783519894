import { chinaDate, shiftDay } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { saveListing } from '../../modules/receipt-listing/index.ts';
import { applyForListing } from '../../modules/receipt-order/index.ts';
import { receiptProducts } from '../../modules/warehouse/index.ts';
import type { ReceiptCaller } from '../../modules/warehouse-receipt/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { storedDemoCompanies } from './companies.ts';
import { demoQcReport, issueDemoReceipt, registryParties } from './demo-receipts.ts';

const LANG = 'zh';
const LOT = { product: '甲醇', quantity: '80', batch: 'DEMO-MEOH-2611D', brand: '宁夏宝丰' };

/**
 * The receipt market's demo through its own steps: the demo seller's 80 t of methanol at SH-CIP-01 receipted and
 * listed (¥2,380 a tonne, 10 t at least, in steps of 5 t, for 30 days), and the demo buyer's application for 20 t
 * waiting for the seller to take it. Answers how many listings it made.
 */
export async function seedDemoListings(ctx: AppContext): Promise<number> {
  const demo = await storedDemoCompanies(ctx);
  const seller = demo.find(({ demo }) => demo.owner === 'seller')?.company;
  const buyer = demo.find(({ demo }) => demo.owner === 'buyer')?.company;
  const parties = await registryParties(ctx);
  const [product] = await ctx.db.select().from(receiptProducts).where(eq(receiptProducts.name, LOT.product));
  if (!seller || !buyer || !parties || !product) return 0;
  const sellerCaller: ReceiptCaller = { userId: seller.ownerUserId, companyId: seller.id, ip: null };
  const buyerCaller: ReceiptCaller = { userId: buyer.ownerUserId, companyId: buyer.id, ip: null };
  const reportKey = await demoQcReport(ctx, parties.keeper, product, LOT);
  await ctx.db.transaction(async (tx) => {
    const receipt = await issueDemoReceipt(tx, parties, sellerCaller, { product, lot: LOT, reportKey });
    const listing = await saveListing(
      tx,
      sellerCaller,
      {
        receiptId: receipt.id,
        quantity: LOT.quantity,
        unitPrice: '2380.00',
        minQty: '10',
        step: '5',
        deliveryMode: 'transfer',
        validUntil: shiftDay(chinaDate(), 30),
        remark: '现货，可开增值税专用发票',
      },
      LANG,
    );
    await applyForListing(tx, buyerCaller, { listingId: listing.id, quantity: '20', remark: '请尽快接单' }, LANG);
  });
  return 1;
}
