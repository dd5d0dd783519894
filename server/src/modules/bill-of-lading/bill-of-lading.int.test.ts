import { chinaDate, type MessageKey, shiftDay, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import { activeReceipt, apiOf, hazmatCrew, keeperWithWarehouse, party, productAt } from '../warehouse-receipt/test-kit.ts';
import { billsOfLading } from './tables.ts';

/** A refusal's words, as the caller (zh) reads them. */
const said = (key: MessageKey, params: Record<string, string | number> = {}) => translate(key, 'zh', params);

describe('bills of lading: request, schedule within capacity, loads, cancel', () => {
  let t: TestApp;
  let operator: string;
  let keeper: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let otherKeeper: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let holder: Awaited<ReturnType<typeof party>>;
  let stranger: Awaited<ReturnType<typeof party>>;
  let productId: number;
  let bagged: number;
  const today = chinaDate();
  beforeAll(async () => {
    t = await createTestApp();
    operator = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    keeper = await keeperWithWarehouse(t);
    otherKeeper = await keeperWithWarehouse(t, '别家仓储有限公司');
    holder = await party(t, '提货化工有限公司');
    stranger = await party(t, '路人化工有限公司');
    productId = (await productAt(t, keeper.warehouse.id)).id;
    bagged = (await productAt(t, keeper.warehouse.id, { minSplitQty: '5', splitStep: '0.025' })).id;
  });
  afterAll(() => t.close());

  const post = (...args: Parameters<ReturnType<typeof apiOf>['post']>) => apiOf(t).post(...args);
  const ok = (...args: Parameters<ReturnType<typeof apiOf>['ok']>) => apiOf(t).ok(...args);
  const receipt = (quantity: string, goods: { productId?: number; pieces?: number; packing?: number } = {}) => {
    const { productId: product = productId, ...rest } = goods;
    const parties = {
      holder: holder.token,
      keeper: keeper.token,
      operator,
      warehouseId: keeper.warehouse.id,
      productId: product,
    };
    return activeReceipt(t, parties, quantity, rest);
  };
  const billInput = (receiptId: number, quantity: string, overrides: Record<string, unknown> = {}) => ({
    receiptId,
    quantity,
    expectedDate: today,
    crew: hazmatCrew,
    ...overrides,
  });
  const receiptRow = async (id: number) =>
    (await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, id)))[0];

  it('takes part of a receipt: the part split off and locked for the bill, the rest free', async () => {
    const source = await receipt('100');
    const bill = await ok('/wr/bill/lading/save', holder.token, billInput(source.id, '30', { remark: '分两车' }));
    expect(bill).toMatchObject({
      status: 'submitted',
      sourceReceiptId: source.id,
      quantity: '30.0000',
      sides: ['holder'],
      actions: ['cancel'],
      pickupCode: null,
      crew: { plate: '沪A12345', driverIdNumber: '11010519491231002X' },
    });
    expect(bill.billNo).toMatch(/^TD\d{14}$/);
    const [part, rest] = await ok('/wr/warehouse/receipt/list/sub', holder.token, { id: source.id });
    expect(part).toMatchObject({ id: bill.receiptId, quantity: '30.0000', lock: 'pickup' });
    expect(rest).toMatchObject({ quantity: '70.0000', lock: 'none', status: 'active' });
    expect((await receiptRow(bill.receiptId))?.lockRef).toBe(bill.billNo);
    // The keeper reads it whole; the operator sees the crew's identity masked.
    expect(await ok('/wr/bill/lading/info', keeper.token, { id: bill.id })).toMatchObject({
      sides: ['keeper'],
      actions: ['schedule', 'cancel'],
    });
    const seen = await ok('/admin/wr/bill/lading/info', operator, { id: bill.id });
    expect(seen.crew.driverIdNumber).toBe('1101**********002X');
    // Lists and counts on both sides.
    expect((await ok('/wr/bill/lading/audit/list', holder.token, { current: 1, size: 10 })).records[0].id).toBe(bill.id);
    expect((await ok('/wr/bill/lading/audit/list', keeper.token, { as: 'keeper', keyword: '沪A12345' })).total).toBeGreaterThan(
      0,
    );
    expect(await ok('/wr/bill/lading/tab/counts', holder.token, {})).toMatchObject({ all: 1, audit: 1, pass: 0 });
    expect((await ok('/wr/bill/lading/list/sub', holder.token, { id: source.id })).map((b: { id: number }) => b.id)).toEqual([
      bill.id,
    ]);
    const log = await ok('/nodeOperationLog/list', keeper.token, { bizType: 'billOfLading', bizId: bill.id });
    expect(log.map((row: { action: string }) => row.action)).toEqual(['submit']);
  });

  it('refuses a bad request naming the field, and a stranger, a sub-account and a locked receipt', async () => {
    const source = await receipt('20');
    const field = async (body: Record<string, unknown>) => errorOf(await post('/wr/bill/lading/save', holder.token, body));
    expect(await field(billInput(source.id, '20.5'))).toMatchObject({
      status: 400,
      field: 'quantity',
      msg: said('bill.quantityOverReceipt', { available: '20' }),
    });
    expect(await field(billInput(source.id, '5', { expectedDate: shiftDay(today, -1) }))).toMatchObject({
      field: 'expectedDate',
      msg: said('bill.expectedDatePast'),
    });
    // Methanol is dangerous: the permit, qualifications and an escort are required.
    expect(await field(billInput(source.id, '5', { crew: { ...hazmatCrew, transportPermitNo: '' } }))).toMatchObject({
      field: 'crew.transportPermitNo',
      msg: said('crew.transportPermitRequired'),
    });
    expect(await field(billInput(source.id, '5', { crew: { ...hazmatCrew, escortName: '', escortIdNumber: '' } }))).toMatchObject(
      { field: 'crew.escortName', msg: said('crew.escortRequired') },
    );
    expect(
      await field(billInput(source.id, '5', { crew: { ...hazmatCrew, driverIdNumber: '110105194912310021' } })),
    ).toMatchObject({
      status: 400,
      field: 'crew.driverIdNumber',
    });
    expect(await field(billInput(source.id, '5', { crew: { ...hazmatCrew, plate: 'AB123' } }))).toMatchObject({
      field: 'crew.plate',
    });
    expect(errorOf(await post('/wr/bill/lading/save', stranger.token, billInput(source.id, '5')))).toMatchObject({
      status: 404,
      msg: said('receipt.notFound'),
    });
    expect(
      (await t.call({ method: 'POST', url: '/api/wr/bill/lading/save', payload: billInput(source.id, '5') })).statusCode,
    ).toBe(401);
    const viewer = await tokenFor(t, (await createSubAccount(t, holder.company.id, ['receipt.view'])).id);
    expect((await post('/wr/bill/lading/save', viewer, billInput(source.id, '5'))).statusCode).toBe(403);
    const clerk = await tokenFor(t, (await createSubAccount(t, holder.company.id, ['receipt.billOfLading'])).id);
    const first = await ok('/wr/bill/lading/save', clerk, billInput(source.id, '20'));
    expect(errorOf(await post('/wr/bill/lading/save', holder.token, billInput(source.id, '10')))).toMatchObject({
      status: 409,
      msg: said('receipt.locked'),
    });
    // Nothing half-written: the refused requests left one bill and the receipt whole.
    expect(await t.ctx.db.select().from(billsOfLading).where(eq(billsOfLading.sourceReceiptId, source.id))).toHaveLength(1);
    expect((await receiptRow(source.id))?.status).toBe('active');
    await ok('/wr/bill/lading/cancel', holder.token, { id: first.id });
  });

  it('schedules within the day’s outbound capacity; the keeper of another warehouse and the holder cannot', async () => {
    const big = await ok('/wr/bill/lading/save', holder.token, billInput((await receipt('800')).id, '800'));
    const small = await ok('/wr/bill/lading/save', holder.token, billInput((await receipt('300')).id, '300'));
    const day = shiftDay(today, 2);
    const schedule = (token: string, id: number, date = day) =>
      post('/wr/bill/lading/scheduling/info', token, { id, date, slot: 'morning', dock: '2 号鹤位' });

    expect(errorOf(await schedule(otherKeeper.token, big.id))).toMatchObject({ status: 404, msg: said('bill.notFound') });
    // The holder is no side of the keeper's step: as a stranger, not found.
    expect((await schedule(holder.token, big.id)).statusCode).toBe(404);
    expect(errorOf(await schedule(keeper.token, big.id, shiftDay(today, -1)))).toMatchObject({
      field: 'date',
      msg: said('bill.dateOutOfRange', { days: 30 }),
    });
    expect(errorOf(await schedule(keeper.token, big.id, shiftDay(today, 31)))).toMatchObject({ field: 'date' });
    const pickupOnly = await tokenFor(t, (await createSubAccount(t, keeper.company.id, ['warehouse.receive'])).id);
    expect((await schedule(pickupOnly, big.id)).statusCode).toBe(403);

    const scheduled = (await schedule(keeper.token, big.id)).json().data;
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledDate: day, slot: 'morning', dock: '2 号鹤位' });
    expect(scheduled.pickupCode).toMatch(/^[A-Z2-9]{8}$/);
    // 1000 t a day: 800 scheduled leaves 200, too little for 300.
    expect(errorOf(await schedule(keeper.token, small.id))).toMatchObject({
      status: 409,
      msg: said('bill.capacityExceeded', { date: day, remaining: '200', quantity: '300' }),
    });
    expect((await ok('/wr/bill/lading/info', keeper.token, { id: small.id })).status).toBe('submitted');
    const calendar = await ok('/wr/bill/lading/capacity', keeper.token, { warehouseId: keeper.warehouse.id, from: day, days: 2 });
    expect(calendar[0]).toMatchObject({ date: day, capacity: '1000', scheduled: '800', remaining: '200', bills: 1 });
    expect(calendar[1]).toMatchObject({ scheduled: '0', remaining: '1000' });
    expect(
      errorOf(await post('/wr/bill/lading/capacity', otherKeeper.token, { warehouseId: keeper.warehouse.id, from: day })),
    ).toMatchObject({
      status: 404,
    });
    // Moved to the next day, the code stays; the first day's capacity is free again.
    const moved = (await schedule(keeper.token, big.id, shiftDay(day, 1))).json().data;
    expect(moved.pickupCode).toBe(scheduled.pickupCode);
    expect((await schedule(keeper.token, small.id)).statusCode).toBe(200);

    // The gate's code opens the bill to its keeper only.
    expect((await ok('/wr/bill/lading/info', keeper.token, { pickupCode: scheduled.pickupCode.toLowerCase() })).id).toBe(big.id);
    expect(errorOf(await post('/wr/bill/lading/info', holder.token, { pickupCode: scheduled.pickupCode }))).toMatchObject({
      status: 404,
    });
    expect(errorOf(await post('/wr/bill/lading/info', keeper.token, {}))).toMatchObject({ status: 400 });
    expect((await ok('/wr/bill/lading/pass/list', keeper.token, { as: 'keeper', date: shiftDay(day, 1) })).records[0].id).toBe(
      big.id,
    );

    const note = await post('/wr/bill/lading/download', holder.token, { id: big.id });
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toContain('application/pdf');
    expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      errorOf(
        await post('/wr/bill/lading/download', holder.token, {
          id: (await ok('/wr/bill/lading/save', holder.token, billInput((await receipt('10')).id, '10'))).id,
        }),
      ),
    ).toMatchObject({
      status: 409,
      msg: said('bill.noteNotReady'),
    });
    expect(errorOf(await post('/wr/bill/lading/download', stranger.token, { id: big.id }))).toMatchObject({ status: 404 });
  });

  it('finishes a partial pick-up: the loaded part deregistered with its fees settled, the rest held and free', async () => {
    const source = await receipt('50');
    const bill = await ok('/wr/bill/lading/save', holder.token, billInput(source.id, '50'));
    await ok('/wr/bill/lading/scheduling/info', keeper.token, { id: bill.id, date: today, slot: 'afternoon' });
    const finish = (body: Record<string, unknown>) =>
      post('/wr/bill/lading/finish', keeper.token, { id: bill.id, allOut: false, ...body });
    const ticket = (ticketNo: string, gross: string, tare: string) => ({
      ticketNo,
      plate: '沪A12345',
      grossWeight: gross,
      tareWeight: tare,
      pieces: 0,
    });

    expect(errorOf(await finish({ tickets: [ticket('GB-1', '15', '15')] }))).toMatchObject({ field: 'tickets.0.grossWeight' });
    expect(errorOf(await finish({ tickets: [ticket('GB-1', '45', '15'), ticket('GB-1', '45', '15')] }))).toMatchObject({
      field: 'tickets.1.ticketNo',
      msg: said('bill.ticketDuplicate', { ticketNo: 'GB-1' }),
    });
    expect(errorOf(await finish({ tickets: [ticket('GB-1', '60', '15'), ticket('GB-2', '25', '15')] }))).toMatchObject({
      msg: said('bill.ticketsOverBill', { picked: '55', quantity: '50' }),
    });
    expect(errorOf(await finish({ tickets: [ticket('GB-1', '45', '15')], allOut: true }))).toMatchObject({
      msg: said('bill.varianceOverTolerance', { picked: '30', quantity: '50', tolerance: '0.15' }),
    });
    expect(
      (await post('/wr/bill/lading/finish', holder.token, { id: bill.id, allOut: false, tickets: [ticket('GB-1', '45', '15')] }))
        .statusCode,
    ).toBe(404);

    const done = (
      await finish({ tickets: [ticket('GB-1', '30.02', '14.50'), ticket('GB-2', '29.98', '14.5')], remark: '余货下周提' })
    ).json().data;
    expect(done).toMatchObject({ status: 'finished', pickedQuantity: '31.0000', variance: null, actions: [], feesTo: today });
    expect(done.tickets.map((x: { netWeight: string }) => x.netWeight)).toEqual(['15.5200', '15.4800']);
    // 14 元 a tonne out; storage 1 元 a tonne a day from today, today counted: 31 t × 1 day.
    expect(done).toMatchObject({ outboundFee: '434.00', storageFee: '31.00' });
    const taken = await receiptRow(done.pickedReceiptId);
    const rest = await receiptRow(done.restReceiptId);
    expect(taken).toMatchObject({
      status: 'cancelled',
      quantity: '31.0000',
      lockType: 'none',
      feePaidTo: today,
      splitReason: 'pickup',
    });
    expect(rest).toMatchObject({ status: 'active', quantity: '19.0000', lockType: 'none', holderCompanyId: holder.company.id });
    expect(await receiptRow(bill.receiptId)).toMatchObject({ status: 'split', lockType: 'none', lockRef: null });
    expect(errorOf(await finish({ tickets: [ticket('GB-3', '45', '15')] }))).toMatchObject({
      status: 409,
      msg: said('bill.wrongStatus', { status: '已完成' }),
    });
    expect(errorOf(await post('/wr/bill/lading/cancel', holder.token, { id: bill.id }))).toMatchObject({ status: 409 });
    const log = await ok('/nodeOperationLog/list', holder.token, { bizType: 'billOfLading', bizId: bill.id });
    expect(log.map((row: { action: string; actorRole: string }) => `${row.action}:${row.actorRole}`)).toEqual([
      'submit:holder',
      'schedule:keeper',
      'finish:keeper',
    ]);
    const pdf = await post('/wr/bill/lading/download', keeper.token, { id: bill.id });
    expect(pdf.statusCode).toBe(200);
    // Each receipt the pick-up touched names the bill: the one it took out and the one it left.
    for (const id of [done.pickedReceiptId, done.restReceiptId])
      expect((await ok('/wr/bill/lading/list/sub', holder.token, { id })).map((b: { id: number }) => b.id)).toEqual([bill.id]);
    // The operator reads the same steps in the console; a company user cannot use its route.
    expect(await ok('/admin/nodeOperationLog/list', operator, { bizType: 'billOfLading', bizId: bill.id })).toHaveLength(3);
    expect(
      (await post('/admin/nodeOperationLog/list', holder.token, { bizType: 'billOfLading', bizId: bill.id })).statusCode,
    ).toBe(403);
  });

  it('finishes everything out within the weighbridge tolerance, the variance recorded; packed goods count pieces', async () => {
    const tank = await receipt('40');
    const bill = await ok('/wr/bill/lading/save', holder.token, billInput(tank.id, '40'));
    await ok('/wr/bill/lading/scheduling/info', keeper.token, { id: bill.id, date: today, slot: 'evening' });
    const done = await ok('/wr/bill/lading/finish', keeper.token, {
      id: bill.id,
      allOut: true,
      tickets: [{ ticketNo: 'W-9', plate: '沪A12345', grossWeight: '54.9', tareWeight: '15', pieces: 0 }],
    });
    expect(done).toMatchObject({
      pickedQuantity: '39.9000',
      variance: '0.1000',
      restReceiptId: null,
      pickedReceiptId: bill.receiptId,
    });
    expect(await receiptRow(tank.id)).toMatchObject({ status: 'cancelled', lockType: 'none', lockRef: null });

    // 480 bags of 25 kg: 200 bags out, 280 stay.
    const bags = await receipt('12', { productId: bagged, pieces: 480, packing: 5 });
    const bagBill = await ok('/wr/bill/lading/save', holder.token, billInput(bags.id, '12'));
    await ok('/wr/bill/lading/scheduling/info', keeper.token, { id: bagBill.id, date: today, slot: 'morning' });
    const load = (pieces: number, allOut = false) =>
      post('/wr/bill/lading/finish', keeper.token, {
        id: bagBill.id,
        allOut,
        tickets: [{ ticketNo: 'P-1', plate: '沪A12345', grossWeight: '20.02', tareWeight: '15', pieces }],
      });
    expect(errorOf(await load(0))).toMatchObject({ field: 'tickets.0.pieces', msg: said('bill.piecesRequired') });
    expect(errorOf(await load(480))).toMatchObject({ msg: said('bill.piecesPartialAll', { pieces: 480 }) });
    const bagsDone = (await load(200)).json().data;
    expect(bagsDone.pickedPieces).toBe(200);
    expect(await receiptRow(bagsDone.restReceiptId)).toMatchObject({ quantity: '6.9800', pieces: 280, status: 'active' });
  });

  it('cancels before loading: the holder withdraws, the keeper refuses with a reason, the operator stops', async () => {
    const withdraw = await ok('/wr/bill/lading/save', holder.token, billInput((await receipt('15')).id, '15'));
    const cancelled = await ok('/wr/bill/lading/cancel', holder.token, { id: withdraw.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'holder', actions: [] });
    expect((await receiptRow(withdraw.receiptId))?.lockType).toBe('none');

    const refuse = await ok('/wr/bill/lading/save', holder.token, billInput((await receipt('15')).id, '15'));
    expect(errorOf(await post('/wr/bill/lading/cancel', keeper.token, { id: refuse.id }))).toMatchObject({
      field: 'reason',
      msg: said('bill.reasonRequired'),
    });
    expect(errorOf(await post('/wr/bill/lading/cancel', otherKeeper.token, { id: refuse.id, reason: '无' }))).toMatchObject({
      status: 404,
    });
    expect(await ok('/wr/bill/lading/cancel', keeper.token, { id: refuse.id, reason: '押运员资格证已过期' })).toMatchObject({
      cancelledBy: 'keeper',
      cancelReason: '押运员资格证已过期',
    });

    const stop = await ok('/wr/bill/lading/save', holder.token, billInput((await receipt('15')).id, '15'));
    expect((await post('/admin/wr/bill/lading/cancel', holder.token, { id: stop.id, reason: '司法冻结' })).statusCode).toBe(403);
    expect(errorOf(await post('/admin/wr/bill/lading/cancel', operator, { id: stop.id }))).toMatchObject({
      status: 400,
      field: 'reason',
    });
    expect(await ok('/admin/wr/bill/lading/cancel', operator, { id: stop.id, reason: '司法冻结' })).toMatchObject({
      cancelledBy: 'operator',
    });
    expect((await receiptRow(stop.receiptId))?.lockType).toBe('none');
    expect((await ok('/admin/wr/bill/lading/list', operator, { status: 'cancelled' })).total).toBeGreaterThanOrEqual(3);
    expect((await ok('/wr/bill/lading/cancel/list', holder.token, {})).records.map((b: { id: number }) => b.id)).toEqual(
      expect.arrayContaining([withdraw.id, refuse.id, stop.id]),
    );
  });

  it('the operator narrows the list by warehouse and pick-up day; a moved bill says where it was', async () => {
    const tomorrow = shiftDay(today, 1);
    const moved = await ok('/wr/bill/lading/save', holder.token, billInput((await receipt('5')).id, '5'));
    const schedule = (date: string, slot: string) =>
      ok('/wr/bill/lading/scheduling/info', keeper.token, { id: moved.id, date, slot });
    expect((await schedule(today, 'morning')).movedFrom).toBeNull();
    expect((await schedule(tomorrow, 'afternoon')).movedFrom).toEqual({ date: today, slotLabel: said('billSlot.morning') });
    // The holder's list and the operator's say it too: where it was before the last move.
    const holderRow = (await ok('/wr/bill/lading/pass/list', holder.token, { size: 200 })).records.find(
      (b: { id: number }) => b.id === moved.id,
    );
    expect(holderRow).toMatchObject({ scheduledDate: tomorrow, slot: 'afternoon', movedFrom: { date: today } });

    // A bill waiting at another warehouse, asked for in three days: its pick-up day is that one until scheduled.
    const elsewhere = await activeReceipt(
      t,
      {
        holder: holder.token,
        keeper: otherKeeper.token,
        operator,
        warehouseId: otherKeeper.warehouse.id,
        productId: (await productAt(t, otherKeeper.warehouse.id)).id,
      },
      '5',
    );
    const waiting = await ok(
      '/wr/bill/lading/save',
      holder.token,
      billInput(elsewhere.id, '5', { expectedDate: shiftDay(today, 3) }),
    );
    const ids = async (query: Record<string, unknown>) =>
      (await ok('/admin/wr/bill/lading/list', operator, { size: 200, ...query })).records.map((b: { id: number }) => b.id);

    expect(await ids({ warehouseId: otherKeeper.warehouse.id })).toEqual([waiting.id]);
    expect(await ids({ warehouseId: keeper.warehouse.id })).toEqual(expect.arrayContaining([moved.id]));
    expect(await ids({ warehouseId: keeper.warehouse.id })).not.toContain(waiting.id);
    const onTomorrow = await ids({ from: tomorrow, to: tomorrow });
    expect(onTomorrow).toContain(moved.id);
    expect(onTomorrow).not.toContain(waiting.id);
    const later = await ids({ from: shiftDay(today, 2) });
    expect(later).toContain(waiting.id);
    expect(later).not.toContain(moved.id);
    expect(await ids({ to: today })).not.toContain(moved.id);
    expect(await ids({ status: 'scheduled', warehouseId: otherKeeper.warehouse.id })).toEqual([]);
    expect(errorOf(await post('/admin/wr/bill/lading/list', operator, { from: tomorrow, to: today }))).toMatchObject({
      status: 400,
      field: 'to',
      msg: expect.stringContaining(said('bill.dateRangeReversed')),
    });
  });
});
