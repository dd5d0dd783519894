import {
  BILL_FLOW,
  BILL_SLOTS,
  type Bill,
  type BillSlot,
  billSlotLabelKey,
  billStatusLabelKey,
  type Language,
  maskedCrew,
  packagingLabelKey,
  translate,
} from '@hgsc/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import { nodeOperationLogs as log } from '../../platform/flow/tables.ts';
import { companies } from '../company/index.ts';
import { crewsByIds } from '../vehicle-crew/index.ts';
import { warehouses } from '../warehouse/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import { billSides } from './bindings.ts';
import { billsOfLading, weighTickets } from './tables.ts';

const keeper = alias(companies, 'keeper');
const holder = alias(companies, 'holder');
const source = alias(warehouseReceipts, 'source');
const picked = alias(warehouseReceipts, 'picked');
const rest = alias(warehouseReceipts, 'rest');

/** Bills with the names and goods their screens show. */
export const billsWithNames = (db: Db) =>
  db
    .select({
      row: billsOfLading,
      receiptNo: warehouseReceipts.receiptNo,
      productName: warehouseReceipts.productName,
      grade: warehouseReceipts.grade,
      hazardClass: warehouseReceipts.hazardClass,
      unNumber: warehouseReceipts.unNumber,
      unit: warehouseReceipts.unit,
      batchNo: warehouseReceipts.batchNo,
      packing: warehouseReceipts.packing,
      sourceReceiptNo: source.receiptNo,
      pickedReceiptNo: picked.receiptNo,
      restReceiptNo: rest.receiptNo,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      warehouseAddress: warehouses.address,
      contactName: warehouses.contactName,
      contactPhone: warehouses.contactPhone,
      keeperName: keeper.name,
      holderName: holder.name,
    })
    .from(billsOfLading)
    .innerJoin(warehouseReceipts, eq(warehouseReceipts.id, billsOfLading.receiptId))
    .innerJoin(source, eq(source.id, billsOfLading.sourceReceiptId))
    .innerJoin(warehouses, eq(warehouses.id, billsOfLading.warehouseId))
    .innerJoin(keeper, eq(keeper.id, billsOfLading.keeperCompanyId))
    .innerJoin(holder, eq(holder.id, billsOfLading.holderCompanyId))
    .leftJoin(picked, eq(picked.id, billsOfLading.pickedReceiptId))
    .leftJoin(rest, eq(rest.id, billsOfLading.restReceiptId));

export type BillWithNames = Awaited<ReturnType<ReturnType<typeof billsWithNames>['execute']>>[number];

type MovedFrom = { date: string; slot: BillSlot | null };

const isSlot = (value: unknown): value is BillSlot => (BILL_SLOTS as readonly unknown[]).includes(value);

/**
 * Where each bill was scheduled before the keeper last moved it (改期): a schedule step taken on a bill already
 * scheduled logs the day (and, since it was recorded, the slot) it had. A bill never moved is absent.
 */
async function lastMoves(db: Db, ids: readonly number[]): Promise<Map<number, MovedFrom>> {
  if (ids.length === 0) return new Map();
  const moves = await db
    .select({ billId: log.bizId, detail: log.detail })
    .from(log)
    .where(
      and(
        eq(log.bizType, BILL_FLOW.kind),
        inArray(log.bizId, [...ids]),
        eq(log.action, 'schedule'),
        eq(log.fromState, 'scheduled'),
      ),
    )
    .orderBy(asc(log.id));
  const last = new Map<number, MovedFrom>();
  for (const move of moves) {
    const { movedFrom, movedFromSlot } = move.detail;
    if (typeof movedFrom === 'string')
      last.set(move.billId, { date: movedFrom, slot: isSlot(movedFromSlot) ? movedFromSlot : null });
  }
  return last;
}

/** Who looks: a company (its sides decide its steps and what of the crew it reads whole), or the operator. */
export type BillViewer = { companyId: number } | { operator: true };

export async function toBills(db: Db, found: readonly BillWithNames[], viewer: BillViewer, lang: Language): Promise<Bill[]> {
  const ids = found.map((f) => f.row.id);
  const [crews, tickets, moves] = await readTogether(db, [
    () =>
      crewsByIds(
        db,
        found.map((f) => f.row.crewId),
      ),
    () =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(weighTickets).where(inArray(weighTickets.billId, ids)).orderBy(asc(weighTickets.id)),
    () => lastMoves(db, ids),
  ]);
  return found.map((f) => {
    const { row } = f;
    const sides = 'companyId' in viewer ? billSides(row, viewer.companyId) : [];
    const parties = 'companyId' in viewer ? sides : (['operator'] as const);
    const actions = [...new Set(parties.flatMap((party) => BILL_FLOW.allowed({ status: row.status }, party)))];
    const crew = crews.get(row.crewId);
    if (!crew) throw new Error(`bill ${row.id} has no crew`);
    // The gate's code opens the bill to whoever holds it: only its two sides see it.
    const party = sides.length > 0;
    const moved = moves.get(row.id);
    return {
      id: row.id,
      billNo: row.billNo,
      status: row.status,
      statusLabel: translate(billStatusLabelKey(row.status), lang),
      receiptId: row.receiptId,
      receiptNo: f.receiptNo,
      sourceReceiptId: row.sourceReceiptId,
      sourceReceiptNo: f.sourceReceiptNo,
      warehouseId: row.warehouseId,
      warehouseCode: f.warehouseCode,
      warehouseName: f.warehouseName,
      warehouseAddress: f.warehouseAddress,
      warehouseContact: `${f.contactName} ${f.contactPhone}`,
      keeperCompanyId: row.keeperCompanyId,
      keeperCompanyName: f.keeperName,
      holderCompanyId: row.holderCompanyId,
      holderCompanyName: f.holderName,
      productName: f.productName,
      grade: f.grade,
      hazardClass: f.hazardClass,
      unNumber: f.unNumber,
      unit: f.unit,
      batchNo: f.batchNo,
      packingLabel: translate(packagingLabelKey(f.packing), lang),
      quantity: row.quantity,
      pieces: row.pieces,
      expectedDate: row.expectedDate,
      crew: party ? crew : maskedCrew(crew),
      scheduledDate: row.scheduledDate,
      slot: row.slot,
      slotLabel: row.slot ? translate(billSlotLabelKey(row.slot), lang) : null,
      dock: row.dock,
      movedFrom: moved
        ? { date: moved.date, slotLabel: moved.slot ? translate(billSlotLabelKey(moved.slot), lang) : null }
        : null,
      pickupCode: party ? row.pickupCode : null,
      tickets: tickets
        .filter((t) => t.billId === row.id)
        .map((t) => ({
          ticketNo: t.ticketNo,
          plate: t.plate,
          grossWeight: t.grossWeight,
          tareWeight: t.tareWeight,
          netWeight: t.netWeight,
          pieces: t.pieces,
        })),
      pickedQuantity: row.pickedQuantity,
      pickedPieces: row.pickedPieces,
      variance: row.variance,
      pickedReceiptId: row.pickedReceiptId,
      pickedReceiptNo: f.pickedReceiptNo,
      restReceiptId: row.restReceiptId,
      restReceiptNo: f.restReceiptNo,
      storageFee: row.storageFee,
      outboundFee: row.outboundFee,
      feesTo: row.feesTo,
      remark: row.remark,
      finishRemark: row.finishRemark,
      cancelReason: row.cancelReason,
      cancelledBy: row.cancelledBy,
      createdAt: row.createdAt.toISOString(),
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      sides,
      actions,
    };
  });
}
