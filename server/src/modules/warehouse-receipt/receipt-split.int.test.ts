import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { lockReceipt } from './receipt-locks.ts';
import { warehouseReceipts } from './tables.ts';
import { apiOf, keeperWithWarehouse, party, productAt, activeReceipt as receiptInForce } from './test-kit.ts';

describe('receipts in force: split, locks, deregistration', () => {
  let t: TestApp;
  let operator: string;
  let keeper: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let holder: Awaited<ReturnType<typeof party>>;
  let productId: number;
  let bagged: number;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    keeper = await keeperWithWarehouse(t);
    holder = await party(t, '持单化工有限公司');
    productId = (await productAt(t, keeper.warehouse.id)).id;
    // PVC in 25 kg bags: lots of 5 t on a step of one bag.
    bagged = (await productAt(t, keeper.warehouse.id, { minSplitQty: '5', splitStep: '0.025' })).id;
  });
  afterAll(() => t.close());

  const post = (...args: Parameters<ReturnType<typeof apiOf>['post']>) => apiOf(t).post(...args);
  const ok = (...args: Parameters<ReturnType<typeof apiOf>['ok']>) => apiOf(t).ok(...args);

  /** A receipt in force, held by the holder, through the real calls. */
  const activeReceipt = (quantity: string, overrides: { productId?: number; pieces?: number; packing?: number } = {}) => {
    const { productId: product = productId, ...goods } = overrides;
    const parties = {
      holder: holder.token,
      keeper: keeper.token,
      operator,
      warehouseId: keeper.warehouse.id,
      productId: product,
    };
    return receiptInForce(t, parties, quantity, goods);
  };

  it('splits into children adding up exactly, numbered after the parent, which retires', async () => {
    const parent = await activeReceipt('100');
    const children = await ok('/wr/warehouse/receipt/splitWr', holder.token, { id: parent.id, quantities: ['61', '39'] });
    expect(
      children.map((c: { receiptNo: string; quantity: string; status: string }) => [c.receiptNo, c.quantity, c.status]),
    ).toEqual([
      [`${parent.receiptNo}-01`, '61.0000', 'active'],
      [`${parent.receiptNo}-02`, '39.0000', 'active'],
    ]);
    for (const child of children)
      expect(child).toMatchObject({
        parentId: parent.id,
        parentNo: parent.receiptNo,
        rootId: parent.id,
        batchNo: parent.batchNo,
        storageStart: parent.storageStart,
        qcReportKey: parent.qcReportKey,
      });
    const after = await ok('/wr/warehouse/receipt/info', holder.token, { id: parent.id });
    expect(after).toMatchObject({ status: 'split', actions: [] });
    expect(after.fees.amount).toBe('0.00');
    const subs = await ok('/wr/warehouse/receipt/list/sub', holder.token, { id: parent.id });
    expect(subs).toHaveLength(2);
    const detail = await ok('/wr/warehouse/receipt/subDetail', holder.token, { id: children[0].id });
    expect(detail.parent.id).toBe(parent.id);
    expect(detail.siblings.map((s: { id: number }) => s.id)).toEqual([children[1].id]);
    expect(await ok('/wr/warehouse/receipt/list/sub/order', holder.token, { id: parent.id })).toEqual([]);
    // Split again: it is split already.
    expect(
      errorOf(await post('/wr/warehouse/receipt/splitWr', holder.token, { id: parent.id, quantities: ['50', '50'] })),
    ).toMatchObject({
      status: 409,
      msg: '仓单当前状态为「已拆分」，不能执行此操作',
    });
    const timeline = await ok('/nodeOperationLog/list', holder.token, { bizType: 'warehouseReceipt', bizId: parent.id });
    expect(timeline.at(-1)).toMatchObject({ action: 'split', actorRole: 'holder' });
    expect(timeline.at(-1).detail.children).toHaveLength(2);
  });

  it('keeps the lot rules: the sum, the minimum, the step, and whole pieces, naming the rule broken', async () => {
    const receipt = await activeReceipt('50');
    const refuse = async (quantities: string[]) =>
      errorOf(await post('/wr/warehouse/receipt/splitWr', holder.token, { id: receipt.id, quantities }));
    expect(await refuse(['30', '19.9999'])).toMatchObject({
      status: 400,
      field: 'quantities',
      msg: '拆分数量合计 49.9999 须等于仓单数量 50',
    });
    expect(await refuse(['45', '5'])).toMatchObject({ status: 400, msg: '每份不少于最小拆分量 10' });
    expect(await refuse(['25.5', '24.5'])).toMatchObject({
      status: 400,
      msg: '每份数量须为拆分步长 1 的整数倍；称重后不足一个步长的零头只能留在其中一份',
    });
    expect(await refuse(['50'])).toMatchObject({ status: 400, field: 'quantities' });
    const stillWhole = await ok('/wr/warehouse/receipt/checkqty', holder.token, { id: receipt.id });
    expect(stillWhole).toMatchObject({ quantity: '50.0000', available: '50.0000', locked: '0.0000' });

    // 480 bags of 25 kg: 5.025 t is 201 bags, 6.975 t the other 279.
    const bags = await activeReceipt('12', { productId: bagged, pieces: 480, packing: 5 });
    const split = await ok('/wr/warehouse/receipt/splitWr', holder.token, { id: bags.id, quantities: ['5.025', '6.975'] });
    expect(split.map((c: { pieces: number }) => c.pieces)).toEqual([201, 279]);
    const odd = await activeReceipt('12', { productId: bagged, pieces: 300, packing: 5 });
    // 12 t in 300 pieces of 40 kg: 5.025 t would be 125.625 of them.
    expect(
      errorOf(await post('/wr/warehouse/receipt/splitWr', holder.token, { id: odd.id, quantities: ['5.025', '6.975'] })),
    ).toMatchObject({
      status: 400,
      field: 'quantities',
      msg: '按件包装的货物须按整件拆分：每份数量须对应整数件（每件 0.04）',
    });
  });

  it('lets one part carry a weighed receipt’s remainder below a step, and only one', async () => {
    const weighed = await activeReceipt('119.86');
    expect(
      errorOf(await post('/wr/warehouse/receipt/splitWr', holder.token, { id: weighed.id, quantities: ['60.5', '59.36'] }))
        .status,
    ).toBe(400);
    const parts = await ok('/wr/warehouse/receipt/splitWr', holder.token, { id: weighed.id, quantities: ['100', '19.86'] });
    expect(parts.map((p: { quantity: string }) => p.quantity)).toEqual(['100.0000', '19.8600']);
  });

  it('is the holder’s: another company is not told the receipt exists, a sub-account without receipt.manage is refused', async () => {
    const receipt = await activeReceipt('30');
    const other = await party(t, '旁观化工');
    expect(
      errorOf(await post('/wr/warehouse/receipt/splitWr', other.token, { id: receipt.id, quantities: ['20', '10'] })).status,
    ).toBe(404);
    expect(errorOf(await post('/wr/warehouse/receipt/info', other.token, { id: receipt.id })).status).toBe(404);
    const viewer = await tokenFor(t, (await createSubAccount(t, holder.company.id, ['receipt.view'])).id);
    expect((await post('/wr/warehouse/receipt/splitWr', viewer, { id: receipt.id, quantities: ['20', '10'] })).statusCode).toBe(
      403,
    );
    expect((await post('/wr/warehouse/receipt/info', viewer, { id: receipt.id })).statusCode).toBe(200);
    // The keeper reads it but does not split it.
    expect(
      errorOf(await post('/wr/warehouse/receipt/splitWr', keeper.token, { id: receipt.id, quantities: ['20', '10'] })).status,
    ).toBe(404);
  });

  it('holds a locked receipt: no split, no second lock, no deregistration, shown as unusable', async () => {
    const receipt = await activeReceipt('40');
    const actor = { party: 'holder' as const, userId: holder.user.id, companyId: holder.company.id };
    await t.ctx.db.transaction((tx) => lockReceipt(tx, { id: receipt.id, lock: 'listing', ref: 'L-1', actor, lang: 'zh' }));
    expect(
      errorOf(await post('/wr/warehouse/receipt/splitWr', holder.token, { id: receipt.id, quantities: ['20', '20'] })),
    ).toMatchObject({
      status: 409,
      msg: '仓单已被锁定（挂牌、交易、质押、提货、串换或冻结中），解除锁定后才能操作',
    });
    await expect(
      t.ctx.db.transaction((tx) => lockReceipt(tx, { id: receipt.id, lock: 'pickup', ref: 'B-1', actor, lang: 'zh' })),
    ).rejects.toMatchObject({ code: 'WRONG_STATE' });
    expect((await post('/wr/warehouse/receipt/logout', keeper.token, { id: receipt.id, reason: '货已出库' })).statusCode).toBe(
      409,
    );
    expect(await ok('/wr/warehouse/receipt/check', holder.token, { id: receipt.id })).toMatchObject({
      usable: false,
      reason: '仓单挂牌中，解除后才能使用',
    });
    expect(await ok('/wr/warehouse/receipt/checkqty', holder.token, { id: receipt.id })).toMatchObject({
      locked: '40.0000',
      available: '0.0000',
    });
    const trade = await ok('/wr/warehouse/receipt/list/tradetab', holder.token, {});
    expect(trade.records.map((r: { id: number }) => r.id)).toContain(receipt.id);
    const usable = await ok('/wr/warehouse/receipt/myReceipt', holder.token);
    expect(usable.map((r: { id: number }) => r.id)).not.toContain(receipt.id);
    const [row] = await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, receipt.id));
    expect(row).toMatchObject({ lockType: 'listing', lockRef: 'L-1', status: 'active' });
  });

  it('lets the keeper deregister a receipt whose goods are gone; the number stays taken', async () => {
    const receipt = await activeReceipt('20');
    expect(errorOf(await post('/wr/warehouse/receipt/logout', holder.token, { id: receipt.id, reason: '出库' })).status).toBe(
      404,
    );
    const cancelled = await ok('/wr/warehouse/receipt/logout', keeper.token, { id: receipt.id, reason: '货物已全部出库' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: '货物已全部出库' });
    const tab = await ok('/wr/warehouse/receipt/list/cancellationtab', holder.token, {});
    expect(tab.records.map((r: { id: number }) => r.id)).toContain(receipt.id);
    expect(await ok('/wr/warehouse/receipt/find', holder.token, { receiptNo: receipt.receiptNo })).toMatchObject({
      id: receipt.id,
      status: 'cancelled',
    });
    const keeperView = await ok('/wr/warehouse/receipt/list', keeper.token, { as: 'keeper', keyword: receipt.receiptNo });
    expect(keeperView.total).toBe(1);
  });

  it('tells the operator what each warehouse holds in force by product, what deals hold of it beside, in exact sums', async () => {
    const rows = await ok('/admin/wr/factory/storage/list', operator, { warehouseId: keeper.warehouse.id });
    const methanol = rows.find((row: { productId: number }) => row.productId === productId);
    const [active] = await t.ctx.db
      .select({ n: count(), total: sum(warehouseReceipts.quantity) })
      .from(warehouseReceipts)
      .where(and(eq(warehouseReceipts.productId, productId), eq(warehouseReceipts.status, 'active')));
    expect(methanol).toMatchObject({
      receipts: active?.n,
      quantity: active?.total,
      warehouseCode: keeper.warehouse.code,
      locked: '40.0000',
    });
    expect((await post('/admin/wr/factory/storage/list', holder.token, {})).statusCode).toBe(403);
  });
});
