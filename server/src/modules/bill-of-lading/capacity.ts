import { type BillCapacityDay, shiftDay } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { and, count, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { warehouses } from '../warehouse/index.ts';
import { billsOfLading } from './tables.ts';

/** What a day's pick-ups take of the warehouse's outbound capacity: scheduled ones as asked, finished ones as weighed. */
const taken = sql<string>`coalesce(sum(coalesce(${billsOfLading.pickedQuantity}, ${billsOfLading.quantity})), 0)`;
const USING_CAPACITY = ['scheduled', 'finished'] as const;

/** The quantity scheduled at a warehouse on a day, leaving out one bill (the one being moved). */
export async function scheduledOn(db: Db, warehouseId: number, day: string, except: number): Promise<Decimal> {
  const [row] = await db
    .select({ taken })
    .from(billsOfLading)
    .where(
      and(
        eq(billsOfLading.warehouseId, warehouseId),
        eq(billsOfLading.scheduledDate, day),
        inArray(billsOfLading.status, USING_CAPACITY),
        ne(billsOfLading.id, except),
      ),
    );
  return new Decimal(row?.taken ?? 0);
}

/** /wr/bill/lading/capacity: a keeper's warehouse's capacity calendar; another keeper's warehouse is not found. */
export async function capacityCalendar(
  db: Db,
  companyId: number,
  query: { warehouseId: number; from: string; days: number },
): Promise<BillCapacityDay[]> {
  const [warehouse] = await db.select().from(warehouses).where(eq(warehouses.id, query.warehouseId));
  if (!warehouse || warehouse.keeperCompanyId !== companyId) throw notFound('warehouse.notFound');
  const to = shiftDay(query.from, query.days - 1);
  const rows = await db
    .select({ day: billsOfLading.scheduledDate, taken, bills: count() })
    .from(billsOfLading)
    .where(
      and(
        eq(billsOfLading.warehouseId, warehouse.id),
        gte(billsOfLading.scheduledDate, query.from),
        lte(billsOfLading.scheduledDate, to),
        inArray(billsOfLading.status, USING_CAPACITY),
      ),
    )
    .groupBy(billsOfLading.scheduledDate);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const capacity = new Decimal(warehouse.dailyOutboundCapacity);
  return Array.from({ length: query.days }, (_, i) => {
    const date = shiftDay(query.from, i);
    const day = byDay.get(date);
    const scheduled = new Decimal(day?.taken ?? 0);
    return {
      date,
      capacity: capacity.toString(),
      scheduled: scheduled.toString(),
      remaining: Decimal.max(capacity.minus(scheduled), 0).toString(),
      bills: day?.bills ?? 0,
      // A warehouse's outbound capacity is kept in tonnes, the unit of every receipt product's default.
      unit: '吨',
    };
  });
}
