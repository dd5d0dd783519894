import { chinaDate, shiftDay } from '@hgsc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../../test/harness.ts';
import { activeReceipt, apiOf, keeperWithWarehouse, party, productAt } from '../warehouse-receipt/test-kit.ts';
import { receiptListings } from './tables.ts';

describe('the receipt market kept as a search is', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof party>>;
  let listFresh: () => Promise<number>;
  beforeAll(async () => {
    t = await createTestApp({ SEARCH_CACHE_SECONDS: 300 });
    const operator = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    const keeper = await keeperWithWarehouse(t);
    seller = await party(t, '缓存挂牌化工有限公司');
    const product = await productAt(t, keeper.warehouse.id, { minSplitQty: '10', splitStep: '1' });
    const holding = {
      holder: seller.token,
      keeper: keeper.token,
      operator,
      warehouseId: keeper.warehouse.id,
      productId: product.id,
    };
    listFresh = async () => {
      const receipt = await activeReceipt(t, holding, '50');
      const listing = await apiOf(t).ok('/sale/bss/save', seller.token, {
        receiptId: receipt.id,
        quantity: '50',
        unitPrice: '2350.00',
        minQty: '10',
        step: '5',
        deliveryMode: 'transfer',
        validUntil: shiftDay(chinaDate(), 30),
      });
      return listing.id as number;
    };
  });
  afterAll(() => t?.close());

  const marketIds = async () =>
    (
      (await t.call({ method: 'POST', url: '/api/sale/bss/receiptList', payload: { current: 1, size: 200 } })).json().data
        .records as { id: number }[]
    ).map((r) => r.id);

  it('answered from memory while nothing of this process changed it, and forgotten by a listing written here', async () => {
    const first = await listFresh();
    expect(await marketIds()).toContain(first);
    // Written behind the app's back (as another process would): the kept page still shows the offer.
    await t.ctx.db.update(receiptListings).set({ status: 'delisted' });
    expect(await marketIds()).toContain(first);
    // A listing saved through this process forgets the kept pages: the next page reads the database.
    const second = await listFresh();
    const shown = await marketIds();
    expect(shown).toContain(second);
    expect(shown).not.toContain(first);
  });
});
