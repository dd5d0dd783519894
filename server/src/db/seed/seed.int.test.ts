import { isValidCreditCode } from '@hgsc/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, tokenFor } from '../../../test/harness.ts';
import { companyAddresses } from '../../modules/address/tables.ts';
import { companies, companyAuditLogs, companyMembers } from '../../modules/company/tables.ts';
import { products } from '../../modules/product/tables.ts';
import { approvedSealImage } from '../../modules/seal/approved-seal.ts';
import { sealAuditLogs } from '../../modules/seal/tables.ts';
import { users } from '../../modules/user/tables.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO_COMPANIES } from './companies.ts';
import { DEMO_ORDERS } from './demo-orders.ts';
import { seedDemo } from './index.ts';
import { DEMO_SELLER_COMPANIES } from './shops.ts';
import { DEMO_KEEPER_COMPANY } from './warehouses.ts';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const demoCodes = DEMO_COMPANIES.map((c) => c.creditCode);
  const demoCompanies = () => t.ctx.db.select().from(companies).where(inArray(companies.creditCode, demoCodes));

  it('adds the demo companies to a database seeded before companies existed, once', async () => {
    // A database seeded by an earlier version: the demo accounts only.
    const [buyer, seller] = DEMO_ACCOUNTS.slice(1);
    await t.ctx.db
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a) => ({ userName: a.userName, mobile: a.mobile, name: a.name, role: a.role, passwordHash: 'x' })),
      );
    await seedDemo(t.ctx);
    await seedDemo(t.ctx);

    const rows = await demoCompanies();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.auditStatus).toBe(1);
      expect(isValidCreditCode(row.creditCode)).toBe(true);
      const history = await t.ctx.db.select().from(companyAuditLogs).where(eq(companyAuditLogs.companyId, row.id));
      expect(history.map((h) => h.action)).toEqual(['submit', 'approve']);
      const [member] = await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.companyId, row.id));
      expect(member).toMatchObject({ userId: row.ownerUserId, isMain: true, status: 1 });
      const [owner] = await t.ctx.db.select().from(users).where(eq(users.id, row.ownerUserId));
      expect(owner?.activeCompanyId).toBe(row.id);
    }
    const names = await t.ctx.db
      .select({ userName: users.userName })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.ownerUserId),
        ),
      );
    expect(names.map((n) => n.userName).sort()).toEqual([buyer?.userName, seller?.userName].sort());
    // The demo accounts, plus one (not loginable) owner per extra demo seller company.
    expect((await t.ctx.db.select({ n: count() }).from(users))[0]?.n).toBe(DEMO_ACCOUNTS.length + DEMO_SELLER_COMPANIES.length);
    // The whole demo market, twice: minutes on a loaded machine.
  }, 180_000);

  it('gives the keeper a marked warehouse company with warehouses in chemical hubs, their fees and the receipt agreement', async () => {
    const { feeSchedules, keeperCompanies, pickupPoints, warehouses } = await import('../../modules/warehouse/tables.ts');
    const { companyAgreementAffirmations } = await import('../../modules/agreement/tables.ts');
    const [keeper] = await t.ctx.db.select().from(users).where(eq(users.userName, 'keeper'));
    const [keeperCompany] = await t.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.creditCode, DEMO_KEEPER_COMPANY.creditCode));
    expect(keeperCompany).toMatchObject({ auditStatus: 1, name: DEMO_KEEPER_COMPANY.name, ownerUserId: keeper?.id });
    expect(keeper?.activeCompanyId).toBe(keeperCompany?.id);
    const marked = await t.ctx.db.select().from(keeperCompanies);
    expect(marked.map((k) => k.companyId)).toContain(keeperCompany?.id);
    const kept = await t.ctx.db.select().from(warehouses);
    expect(
      kept
        .filter((w) => w.keeperCompanyId === keeperCompany?.id)
        .map((w) => w.cityName)
        .sort(),
    ).toEqual(['上海市', '南京市', '宁波市', '惠州市', '苏州市'].sort());
    const factory = kept.find((w) => w.kind === 'factory');
    expect(factory).toBeDefined();
    expect(
      await t.ctx.db
        .select()
        .from(pickupPoints)
        .where(eq(pickupPoints.warehouseId, factory?.id ?? 0)),
    ).toHaveLength(2);
    for (const w of kept) expect(Number(w.longitude) > 100 && Number(w.latitude) > 20).toBe(true);
    const fees = await t.ctx.db.select({ n: count() }).from(feeSchedules);
    expect(fees[0]?.n).toBe(kept.length * 6);
    const affirmed = await t.ctx.db.select().from(companyAgreementAffirmations);
    expect(affirmed.map((a) => a.companyId).sort()).toEqual((await demoCompanies()).map((c) => c.id).sort());
  });

  it('gives the demo buyer and seller an approved contract seal that signs in both roles, so they can sign at once', async () => {
    for (const company of await demoCompanies()) {
      for (const role of ['buyer', 'seller'] as const) {
        const png = await approvedSealImage(t.ctx, company.id, role);
        expect(png?.subarray(1, 4).toString()).toBe('PNG');
        const { width } = PNG.sync.read(png as Buffer);
        expect(width).toBeGreaterThan(100);
      }
    }
    const history = await t.ctx.db.select({ action: sealAuditLogs.action }).from(sealAuditLogs);
    expect(history.filter((h) => h.action === 'approve')).toHaveLength(2);
  });

  it('gives the demo buyer what a working company has: its first checkout of the demo seller’s own 甲醇 goes through', async () => {
    const [buyerCompany, sellerCompany] = await Promise.all(
      DEMO_COMPANIES.map(async (demo) => (await demoCompanies()).find((c) => c.creditCode === demo.creditCode)),
    );
    if (!buyerCompany || !sellerCompany) throw new Error('demo companies missing');
    const addresses = await t.ctx.db.select().from(companyAddresses).where(eq(companyAddresses.companyId, buyerCompany.id));
    expect(addresses.filter((a) => a.isDefault)).toHaveLength(1);
    expect(await t.ctx.db.select().from(companyAddresses).where(eq(companyAddresses.companyId, sellerCompany.id))).not.toEqual(
      [],
    );
    const [methanol] = await t.ctx.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.companyId, sellerCompany.id),
          eq(products.name, '甲醇'),
          eq(products.isDangerous, true),
          eq(products.publishStatus, 1),
        ),
      )
      .limit(1);
    if (!methanol) throw new Error('the demo seller sells no 甲醇 on shelf');
    const token = await tokenFor(t, buyerCompany.ownerUserId);
    const placed = await t.call({
      method: 'POST',
      url: '/api/order/direct/putorder',
      token,
      payload: {
        productId: methanol.id,
        quantity: methanol.minOrderQty,
        addressId: addresses.find((a) => a.isDefault)?.id,
        deliveryMode: 'sellerDelivery',
      },
    });
    expect(placed.statusCode).toBe(200);
  });

  it('stores each licence encrypted, for the owner to open, with a QR code carrying the credit code', async () => {
    const [demo] = DEMO_COMPANIES;
    const account = DEMO_ACCOUNTS.find((a) => a.userName === demo.owner);
    await t.ctx.db
      .update(users)
      .set({ passwordHash: await (await import('../../platform/security/password.ts')).hashPassword(account?.password ?? '') })
      .where(eq(users.userName, demo.owner));
    const token = await login(t, demo.owner, account?.password ?? '');
    const info = await t.call({ method: 'GET', url: '/api/company/info', token });
    expect(info.json().data).toMatchObject({ name: demo.name, creditCode: demo.creditCode, auditStatusLabel: '审核通过' });
    const scan = await t.call({ method: 'GET', url: info.json().data.licenseUrl, token });
    expect(scan.statusCode).toBe(200);
    expect(scan.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(scan.rawPayload);
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(qr?.data).toContain(demo.creditCode);
    // And /ocr/upload reads it back.
    const { multipart } = await import('../../../test/files.ts');
    const read = await t.call({
      method: 'POST',
      url: '/api/ocr/upload',
      token,
      ...multipart({ filename: 'licence.png', contentType: 'image/png', data: scan.rawPayload }),
    });
    expect(read.json().data.fields).toMatchObject({ creditCode: demo.creditCode, name: demo.name });
  });

  it('leaves a database with users of its own without demo accounts', async () => {
    const other = await createTestApp();
    try {
      await other.ctx.db.insert(users).values({ userName: 'buyer', mobile: '13912340000', name: '真实用户', passwordHash: 'x' });
      await seedDemo(other.ctx);
      expect((await other.ctx.db.select({ n: count() }).from(users))[0]?.n).toBe(1);
      expect((await other.ctx.db.select({ n: count() }).from(companies))[0]?.n).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('seeds an empty database once when two starters run it together', async () => {
    const { companyCertificates } = await import('../../modules/certificate/tables.ts');
    const other = await createTestApp();
    try {
      await Promise.all([seedDemo(other.ctx), seedDemo(other.ctx)]);
      expect((await other.ctx.db.select({ n: count() }).from(companies))[0]?.n).toBe(
        DEMO_COMPANIES.length + DEMO_SELLER_COMPANIES.length + 1, // and the keeper's warehouse company
      );
      const licences = await other.ctx.db.select({ number: companyCertificates.number }).from(companyCertificates);
      expect(new Set(licences.map((l) => l.number)).size).toBe(licences.length);
      expect((await other.ctx.db.select({ n: count() }).from(companyAddresses))[0]?.n).toBe(3);
      const { orders } = await import('../../modules/order/tables.ts');
      expect((await other.ctx.db.select({ n: count() }).from(orders))[0]?.n).toBe(DEMO_ORDERS.length);
      const { auctions } = await import('../../modules/auction/tables.ts');
      expect((await other.ctx.db.select({ n: count() }).from(auctions))[0]?.n).toBe(4);
    } finally {
      await other.close();
    }
    // The whole demo market once, its orders' contracts drawn and signed: over 30 s on a loaded machine.
  }, 180_000);

  it('gives the demo buyer receipts at SH-CIP-01 through their own steps: one free, one bill waiting, one scheduled', async () => {
    const { warehouseReceipts } = await import('../../modules/warehouse-receipt/tables.ts');
    const { billsOfLading } = await import('../../modules/bill-of-lading/tables.ts');
    const { verifyNodeOperations } = await import('../../platform/flow/node-log.ts');
    const buyer = (await demoCompanies()).find(
      (c) => c.creditCode === DEMO_COMPANIES.find((d) => d.owner === 'buyer')?.creditCode,
    );
    const held = await t.ctx.db
      .select()
      .from(warehouseReceipts)
      .where(eq(warehouseReceipts.holderCompanyId, buyer?.id ?? 0));
    const inForce = held.filter((r) => r.status === 'active');
    // 120 t free; 60 t split into 20 t under a bill and 40 t free; 50 t under a scheduled bill; 30 t split into 20 t
    // offered in an exchange and 10 t free.
    expect(inForce.map((r) => `${r.quantity}:${r.lockType}`).sort()).toEqual(
      ['120.0000:none', '20.0000:pickup', '40.0000:none', '50.0000:pickup', '20.0000:swap', '10.0000:none'].sort(),
    );
    const bills = await t.ctx.db.select().from(billsOfLading);
    expect(bills.map((b) => b.status).sort()).toEqual(['scheduled', 'submitted']);
    for (const receipt of held) expect((await verifyNodeOperations(t.ctx.db, 'warehouseReceipt', receipt.id)).intact).toBe(true);
  });

  it('lists the demo seller’s methanol on the receipt market, with the demo buyer’s application, exchange and phoned order waiting', async () => {
    const { receiptListings } = await import('../../modules/receipt-listing/tables.ts');
    const { receiptOrders } = await import('../../modules/receipt-order/tables.ts');
    const seller = (await demoCompanies()).find(
      (c) => c.creditCode === DEMO_COMPANIES.find((d) => d.owner === 'seller')?.creditCode,
    );
    const buyer = (await demoCompanies()).find(
      (c) => c.creditCode === DEMO_COMPANIES.find((d) => d.owner === 'buyer')?.creditCode,
    );
    const listings = await t.ctx.db.select().from(receiptListings);
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({
      sellerCompanyId: seller?.id,
      status: 'listed',
      listedQty: '80.0000',
      availableQty: '40.0000',
      reservedQty: '40.0000',
    });
    const orders = await t.ctx.db.select().from(receiptOrders);
    expect(orders.map((o) => `${o.status}:${o.quantity}`)).toEqual(['applied:20.0000']);
    const { receiptExchanges } = await import('../../modules/receipt-exchange/tables.ts');
    const exchanges = await t.ctx.db.select().from(receiptExchanges);
    expect(exchanges.map((e) => `${e.status}:${e.quantity}:${e.premium}`)).toEqual(['quoted:20.0000:15.00']);
    const { receiptOrderProposals } = await import('../../modules/receipt-order/tables.ts');
    const proposals = await t.ctx.db.select().from(receiptOrderProposals);
    expect(proposals.map((p) => `${p.status}:${p.buyerCompanyId}:${p.quantity}`)).toEqual([`proposed:${buyer?.id}:10.0000`]);
    // The seller's quotes: one to the buyer at its second version, a public one, and a draft to the buyer.
    const { quotes } = await import('../../modules/quote/tables.ts');
    const quoted = await t.ctx.db.select().from(quotes).orderBy(quotes.id);
    expect(quoted.map((q) => `${q.supplierCompanyId}:${q.buyerCompanyId}:${q.status}:${q.version}`)).toEqual([
      `${seller?.id}:${buyer?.id}:offered:2`,
      `${seller?.id}:null:offered:1`,
      `${seller?.id}:${buyer?.id}:draft:0`,
    ]);
    // One of the seller's offers sells at 面议, and the buyer has asked it for a quote.
    const { quoteInquiries } = await import('../../modules/quote/inquiries/tables.ts');
    const { products } = await import('../../modules/product/tables.ts');
    const inquiries = await t.ctx.db.select().from(quoteInquiries);
    expect(inquiries.map((i) => `${i.buyerCompanyId}:${i.sellerCompanyId}:${i.status}:${i.listedPrice}`)).toEqual([
      `${buyer?.id}:${seller?.id}:open:null`,
    ]);
    const [onRequest] = await t.ctx.db
      .select()
      .from(products)
      .where(eq(products.id, inquiries[0]?.productId ?? 0));
    expect(onRequest).toMatchObject({ price: null, priceTiers: [], tonnePrice: null });
  });

  it('gives every auction list something: the seller’s auctions bidding, taking sign-ups, in review and awarded', async () => {
    const { auctionBids, auctionSignUps, auctionWhiteList, auctions } = await import('../../modules/auction/tables.ts');
    const { storedFiles } = await import('../../platform/files/tables.ts');
    const { DEMO_SELLER_COMPANIES } = await import('./shops.ts');
    const byCode = async (creditCode: string | undefined) =>
      (
        await t.ctx.db
          .select()
          .from(companies)
          .where(eq(companies.creditCode, creditCode ?? ''))
      )[0];
    const seller = await byCode(DEMO_COMPANIES.find((d) => d.owner === 'seller')?.creditCode);
    const buyer = await byCode(DEMO_COMPANIES.find((d) => d.owner === 'buyer')?.creditCode);
    const rival = await byCode(DEMO_SELLER_COMPANIES[0]?.creditCode);
    if (!seller || !buyer || !rival) throw new Error('demo companies missing');

    const all = await t.ctx.db.select().from(auctions).orderBy(auctions.id);
    expect(all.every((a) => a.ownerCompanyId === seller.id)).toBe(true);
    expect(all.map((a) => a.status).sort()).toEqual(['awarded', 'pending', 'published', 'published']);
    const named = (product: string) => {
      const found = all.find((a) => a.rules.lines[0]?.productName === product);
      if (!found) throw new Error(`no auction of ${product}`);
      return found;
    };
    const [ended, live, signingUp, pending] = [named('液碱'), named('硫磺'), named('甲醇'), named('乙二醇')];
    expect(pending.status).toBe('pending');
    expect(signingUp.rules.direction).toBe('buy');
    const signUpsOf = async (auctionId: number) =>
      (await t.ctx.db.select().from(auctionSignUps).where(eq(auctionSignUps.auctionId, auctionId)))
        .map((s) => `${s.companyId}:${s.status}:${s.deposit}`)
        .sort();

    // Bidding now, closing in a week: both bidders qualified on a frozen deposit, three bids.
    const now = Date.now();
    expect(live.status).toBe('published');
    expect(live.openAt.getTime()).toBeLessThan(now);
    expect(live.closeAt.getTime() - now).toBeGreaterThan(6 * 24 * 3600_000);
    expect(await signUpsOf(live.id)).toEqual([`${buyer.id}:qualified:frozen`, `${rival.id}:qualified:frozen`].sort());
    const bids = await t.ctx.db.select().from(auctionBids).where(eq(auctionBids.auctionId, live.id)).orderBy(auctionBids.seq);
    expect(bids.map((b) => `${b.companyId}:${b.price}`)).toEqual([
      `${rival.id}:1000.00`,
      `${buyer.id}:1030.00`,
      `${rival.id}:1060.00`,
    ]);

    // Taking sign-ups: the buyer's waits for the seller, the rival's declared deposit (its own upload) for the operator.
    expect(signingUp.signupStart.getTime()).toBeLessThan(now);
    expect(signingUp.signupEnd.getTime()).toBeGreaterThan(now + 2 * 24 * 3600_000);
    expect(await signUpsOf(signingUp.id)).toEqual([`${buyer.id}:applied:unpaid`, `${rival.id}:approved:declared`].sort());
    const [declared] = await t.ctx.db
      .select()
      .from(auctionSignUps)
      .where(and(eq(auctionSignUps.auctionId, signingUp.id), eq(auctionSignUps.companyId, rival.id)));
    const [proof] = await t.ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, declared?.depositProofKeys[0] ?? ''));
    expect(proof?.ownerUserId).toBe(rival.ownerUserId);

    // Closed and awarded to the buyer (100 t at ¥900); the rival's deposit went back, the winner's is kept.
    expect(ended.award?.lines[0]?.winners.map((w) => `${w.companyId}:${w.price}:${w.quantity}`)).toEqual([
      `${buyer.id}:900.00:100.0000`,
    ]);
    expect(await signUpsOf(ended.id)).toEqual([`${buyer.id}:qualified:frozen`, `${rival.id}:qualified:released`].sort());
    const verified = await t.call({ method: 'POST', url: '/api/auctionTrust/award/verify', payload: { id: ended.id } });
    expect(verified.json().data).toMatchObject({ matches: true, chainIntact: true, bids: 3 });

    const listed = await t.ctx.db.select().from(auctionWhiteList).where(eq(auctionWhiteList.ownerCompanyId, seller.id));
    expect(listed.map((w) => w.companyId)).toEqual([buyer.id]);

    // Every list the demo accounts open has something in it.
    const hall = async (tab: string) =>
      (await t.call({ method: 'POST', url: '/api/auctionTrust/pageList', payload: { tab } }))
        .json()
        .data.records.map((a: { id: number }) => a.id);
    expect(await hall('upcoming')).toEqual([signingUp.id]);
    expect(await hall('live')).toEqual([live.id]);
    expect(await hall('ended')).toEqual([ended.id]);
    const sellerToken = await tokenFor(t, seller.ownerUserId);
    const counts = await t.call({ method: 'POST', url: '/api/auctionTrust/my/counts', token: sellerToken, payload: {} });
    expect(counts.json().data).toMatchObject({ drafts: 1, published: 2, ended: 1, all: 4 });
    const buyerToken = await tokenFor(t, buyer.ownerUserId);
    const mine = await t.call({ method: 'POST', url: '/api/csSignUp/my/pageList', token: buyerToken, payload: {} });
    expect(mine.json().data.total).toBe(3);
    const myBids = await t.call({ method: 'POST', url: '/api/csQuotedPrice/my/pageList', token: buyerToken, payload: {} });
    expect(myBids.json().data.total).toBe(3);
    const [operator] = await t.ctx.db.select().from(users).where(eq(users.userName, 'operator'));
    const operatorToken = await tokenFor(t, operator?.id ?? 0);
    const review = await t.call({ method: 'POST', url: '/api/auctionTrust/audit/pageList', token: operatorToken, payload: {} });
    expect(review.json().data.records.map((a: { id: number }) => a.id)).toEqual([pending.id]);
    const deposits = await t.call({
      method: 'POST',
      url: '/api/csSignUp/deposit/pageList',
      token: operatorToken,
      payload: {},
    });
    expect(deposits.json().data.records.map((s: { id: number }) => s.id)).toEqual([declared?.id]);
  });

  it('runs each step once: what the operator deleted or changed stays so at the next start', async () => {
    const { categories } = await import('../../modules/category/tables.ts');
    const { newsArticles } = await import('../../modules/news/tables.ts');
    const { products } = await import('../../modules/product/tables.ts');
    const { seedSteps } = await import('./tables.ts');
    const steps = (await t.ctx.db.select().from(seedSteps)).map((s) => s.name).sort();
    expect(steps).toEqual([
      'agreements-help',
      'catalogue',
      'chemical-dictionary',
      'companies',
      'demo-auctions',
      'demo-exchanges',
      'demo-inquiries',
      'demo-listings',
      'demo-orders',
      'demo-proposals',
      'demo-quotes',
      'demo-receipts',
      'market-prices',
      'news',
      'products',
      'seals',
      'warehouses',
      'working-companies',
    ]);
    const [article] = await t.ctx.db.select().from(newsArticles).limit(1);
    await t.ctx.db.delete(newsArticles).where(eq(newsArticles.id, article!.id));
    const [leaf] = await t.ctx.db.select().from(categories).where(eq(categories.name, '二氯甲烷'));
    await t.ctx.db.delete(products).where(eq(products.categoryId, leaf!.id));
    await t.ctx.db.delete(categories).where(eq(categories.id, leaf!.id));
    const productsBefore = (await t.ctx.db.select({ n: count() }).from(products))[0]?.n;

    expect(await seedDemo(t.ctx)).toBe(false);
    expect(await t.ctx.db.select().from(categories).where(eq(categories.name, '二氯甲烷'))).toEqual([]);
    expect(await t.ctx.db.select().from(newsArticles).where(eq(newsArticles.title, article!.title))).toEqual([]);
    expect((await t.ctx.db.select({ n: count() }).from(products))[0]?.n).toBe(productsBefore);
  });
});
