import { defineFlow, type MessageKey } from '@hgsc/contracts';
import { eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { AppError } from '../http/app-error.ts';
import { type FlowBinding, takeStep } from './engine.ts';
import { nodeOperationsOf, verifyNodeOperations } from './node-log.ts';

/**
 * A flow no module has: a parcel a sender company hands to a carrier company. Defined here alone, it runs through
 * the engine as the order flow does, so the engine assumes nothing of orders.
 */
const parcels = pgTable('toy_parcels', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  senderCompanyId: bigint('sender_company_id', { mode: 'number' }).notNull(),
  carrierCompanyId: bigint('carrier_company_id', { mode: 'number' }).notNull(),
  state: text('state').notNull(),
  waybill: text('waybill'),
  handedOver: bigint('handed_over', { mode: 'number' }).notNull().default(0),
});
type Parcel = typeof parcels.$inferSelect;
type State = 'drafted' | 'sent' | 'received' | 'refused';
type Action = 'send' | 'receive' | 'refuse';
type Party = 'sender' | 'carrier';

const LABELS: Record<State, MessageKey> = {
  drafted: 'common.created',
  sent: 'common.updated',
  received: 'common.success',
  refused: 'common.deleted',
};

const PARCEL_FLOW = defineFlow<State, Action, Party, Parcel>({
  kind: 'toyParcel',
  actions: ['send', 'receive', 'refuse'],
  transitions: [
    { from: ['drafted'], action: 'send', by: 'sender', to: 'sent' },
    { from: ['sent'], action: 'receive', by: 'carrier', to: 'received' },
    { from: ['sent'], action: 'refuse', by: 'carrier', to: 'refused' },
  ],
  final: ['received', 'refused'],
  stateOf: (parcel) => parcel.state as State,
  stateLabel: (state) => LABELS[state],
  // A parcel leaves only with its waybill.
  guard: (transition, parcel) => transition.action !== 'send' || parcel.waybill !== null || 'error.validation',
});

const PARCEL_BINDING: FlowBinding<State, Action, Party, Parcel, Parcel> = {
  flow: PARCEL_FLOW,
  notFound: 'error.notFound',
  wrongState: 'error.wrongStateNamed',
  async lock(tx, id) {
    const [row] = await tx.select().from(parcels).where(eq(parcels.id, id)).for('update');
    return row;
  },
  view: (row) => row,
  partyOf: (row, companyId) =>
    row.senderCompanyId === companyId ? 'sender' : row.carrierCompanyId === companyId ? 'carrier' : undefined,
  async write(tx, row, step) {
    const [written] = await tx
      .update(parcels)
      .set({ ...step.changes, state: step.to })
      .where(eq(parcels.id, row.id))
      .returning();
    if (!written) throw new Error('parcel vanished');
    return written;
  },
  async after(tx, step) {
    if (step.to !== 'received') return undefined;
    await tx.update(parcels).set({ handedOver: 1 }).where(eq(parcels.id, step.before.id));
    return { handedOver: true };
  },
};

const SENDER = 501;
const CARRIER = 502;

describe('the flow engine, with a flow defined in a test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.db.execute(sql`create table toy_parcels (
      id bigint generated always as identity primary key, sender_company_id bigint not null,
      carrier_company_id bigint not null, state text not null, waybill text, handed_over bigint not null default 0)`);
  });
  afterAll(() => t.close());

  const newParcel = async (waybill: string | null = null) => {
    const [row] = await t.ctx.db
      .insert(parcels)
      .values({ senderCompanyId: SENDER, carrierCompanyId: CARRIER, state: 'drafted', waybill })
      .returning();
    if (!row) throw new Error('no parcel');
    return row;
  };
  const step = (id: number, action: Action, party: Party, companyId: number | null, changes: Partial<Parcel> = {}) =>
    t.ctx.db.transaction((tx) =>
      takeStep(tx, PARCEL_BINDING, {
        id,
        action,
        actor: { party, userId: null, companyId, ip: '203.0.113.9' },
        detail: { note: `${action} by ${party}` },
        changes,
        lang: 'zh',
      }),
    );
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => {
        throw new Error('the step was taken');
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        return { code: error.code, key: error.messageKey, params: error.params };
      },
    );

  it('takes each step by the party whose turn it is, runs the entity’s hook and logs each step, chained', async () => {
    const parcel = await newParcel('YD-1');
    const sent = await step(parcel.id, 'send', 'sender', SENDER, { waybill: 'YD-1/A' });
    expect(sent).toMatchObject({ state: 'sent', waybill: 'YD-1/A' });
    const received = await step(parcel.id, 'receive', 'carrier', CARRIER);
    expect(received.state).toBe('received');
    const [stored] = await t.ctx.db.select().from(parcels).where(eq(parcels.id, parcel.id));
    expect(stored?.handedOver).toBe(1);

    const log = await nodeOperationsOf(t.ctx.db, 'toyParcel', parcel.id);
    expect(log.map((r) => [r.action, r.actorRole, r.companyId, r.fromState, r.toState, r.node, r.ip])).toEqual([
      ['send', 'sender', SENDER, 'drafted', 'sent', 'common.updated', '203.0.113.9'],
      ['receive', 'carrier', CARRIER, 'sent', 'received', 'common.success', '203.0.113.9'],
    ]);
    expect(log[1]?.detail).toEqual({ note: 'receive by carrier', handedOver: true });
    expect(log[0]?.prevHash).toBe('');
    expect(log[1]?.prevHash).toBe(log[0]?.hash);
    expect(log.every((r) => /^[0-9a-f]{64}$/.test(r.hash) && /^[0-9a-f]{64}$/.test(r.digest))).toBe(true);
    expect(await verifyNodeOperations(t.ctx.db, 'toyParcel', parcel.id)).toEqual({ intact: true, rows: 2, head: log[1]?.hash });
  });

  it('refuses a stranger (404), a step the state does not allow (409 naming the state) and one its guard holds back', async () => {
    const parcel = await newParcel();
    expect(await refusal(step(parcel.id, 'send', 'sender', CARRIER))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(step(parcel.id, 'send', 'sender', 999))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(step(parcel.id + 1000, 'send', 'sender', SENDER))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(step(parcel.id, 'receive', 'carrier', CARRIER))).toEqual({
      code: 'WRONG_STATE',
      key: 'error.wrongStateNamed',
      params: { status: '新增成功' },
    });
    expect(await refusal(step(parcel.id, 'send', 'sender', SENDER))).toMatchObject({
      code: 'WRONG_STATE',
      key: 'error.validation',
    });
    expect(await nodeOperationsOf(t.ctx.db, 'toyParcel', parcel.id)).toEqual([]);
  });

  it('writes nothing when the transaction fails after the step', async () => {
    const parcel = await newParcel('YD-2');
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await takeStep(tx, PARCEL_BINDING, {
          id: parcel.id,
          action: 'send',
          actor: { party: 'sender', userId: null, companyId: SENDER },
        });
        throw new Error('a later part of the same call failed');
      }),
    ).rejects.toThrow('a later part');
    const [stored] = await t.ctx.db.select().from(parcels).where(eq(parcels.id, parcel.id));
    expect(stored?.state).toBe('drafted');
    expect(await nodeOperationsOf(t.ctx.db, 'toyParcel', parcel.id)).toEqual([]);
  });

  it('keeps the log append-only, and its verify finds a row changed or removed behind the application’s back', async () => {
    const parcel = await newParcel('YD-3');
    await step(parcel.id, 'send', 'sender', SENDER);
    await step(parcel.id, 'refuse', 'carrier', CARRIER);
    const [first, second] = await nodeOperationsOf(t.ctx.db, 'toyParcel', parcel.id);
    if (!first || !second) throw new Error('no log');
    await expect(t.ctx.db.execute(sql`update node_operation_logs set detail = '{}' where id = ${first.id}`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from node_operation_logs where id = ${first.id}`)).rejects.toThrow();
    // A writer cannot choose its place in the chain: the database links the row to the entity's last one.
    await expect(
      t.ctx.db.execute(sql`insert into node_operation_logs (biz_type, biz_id, node, action, actor_role, to_state, prev_hash)
        values ('toyParcel', ${parcel.id}, 'x', 'x', 'x', 'x', '')`),
    ).resolves.toBeDefined();
    const rows = await nodeOperationsOf(t.ctx.db, 'toyParcel', parcel.id);
    expect(rows.at(-1)?.prevHash).toBe(second.hash);

    // Someone with the database owner's rights edits a row: its own hash no longer holds.
    await t.ctx.db.execute(sql`alter table node_operation_logs disable trigger node_operation_logs_append_only`);
    await t.ctx.db.execute(sql`alter table node_operation_logs disable trigger node_operation_logs_chain`);
    try {
      // Even unchained, a second successor of a row (a fork) is refused.
      await expect(
        t.ctx.db.execute(sql`insert into node_operation_logs (biz_type, biz_id, node, action, actor_role, to_state, prev_hash)
          values ('toyParcel', ${parcel.id}, 'x', 'x', 'x', 'x', ${first.hash})`),
      ).rejects.toThrow();
      await t.ctx.db.execute(sql`update node_operation_logs set detail = '{"note": "sent later"}' where id = ${first.id}`);
      expect(await verifyNodeOperations(t.ctx.db, 'toyParcel', parcel.id)).toEqual({
        intact: false,
        rows: 3,
        broken: { id: first.id, reason: 'hash' },
      });
      // Put back, then the row's hash recomputed to match an edit: the next row's link no longer holds.
      await t.ctx.db.execute(
        sql`update node_operation_logs set detail = ${JSON.stringify(first.detail)}::jsonb where id = ${first.id}`,
      );
      expect((await verifyNodeOperations(t.ctx.db, 'toyParcel', parcel.id)).intact).toBe(true);
      await t.ctx.db.execute(sql`update node_operation_logs set detail = '{}' where id = ${first.id}`);
      await t.ctx.db.execute(sql`update node_operation_logs l set hash = node_operation_log_hash(l) where id = ${first.id}`);
      expect(await verifyNodeOperations(t.ctx.db, 'toyParcel', parcel.id)).toEqual({
        intact: false,
        rows: 3,
        broken: { id: second.id, reason: 'link' },
      });
    } finally {
      await t.ctx.db.execute(sql`alter table node_operation_logs enable trigger node_operation_logs_append_only`);
      await t.ctx.db.execute(sql`alter table node_operation_logs enable trigger node_operation_logs_chain`);
    }
  });
});
