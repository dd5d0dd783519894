import {
  maskedCrew,
  type OrderSettlement,
  type OrderShipment,
  type ShippingProgress,
  shippingBand,
  trimZeros,
  type VehicleCrew,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { type AnyColumn, sql } from 'drizzle-orm';
import { fileUrl } from '../../../platform/files/store-upload.ts';
import { storedFiles } from '../../../platform/files/tables.ts';
import { vehicleCrews } from '../../vehicle-crew/index.ts';
import type { OrderItemRow, OrderRow } from '../tables.ts';
import { orderShipmentLines, orderShipments } from './tables.ts';

interface StoredFile {
  key: string;
  name: string;
  mime: string;
  ext: string;
  encrypted: boolean;
}

/** A batch as the order view's statement reads it: one JSON value per order, numbers as text. */
export interface ShipmentJson {
  id: number;
  seq: number;
  status: OrderShipment['status'];
  ticketNo: string | null;
  ticketKeys: string[];
  deliveryNo: string | null;
  carrier: string | null;
  remark: string | null;
  shippedAt: string;
  arrivalTicketNo: string | null;
  arrivalTicketKeys: string[];
  arrivalRemark: string | null;
  arrivedAt: string | null;
  crew: VehicleCrew | null;
  lines: { itemId: number; loaded: string; received: string | null }[];
  files: StoredFile[] | null;
}

const s = orderShipments;
const l = orderShipmentLines;
const c = vehicleCrews;

/**
 * The order's batches, oldest first, as one JSON value (null: none) — a column of the order view's one statement per
 * page, so shipments cost a list no statement of its own. Quantities travel as text: never through a binary float.
 */
export const shipmentsJson = (orderId: AnyColumn) => sql<ShipmentJson[] | null>`(
  select jsonb_agg(jsonb_build_object(
    'id', ${s.id}, 'seq', ${s.seq}, 'status', ${s.status}, 'ticketNo', ${s.ticketNo}, 'ticketKeys', ${s.ticketKeys},
    'deliveryNo', ${s.deliveryNo}, 'carrier', ${s.carrier}, 'remark', ${s.remark}, 'shippedAt', ${s.shippedAt},
    'arrivalTicketNo', ${s.arrivalTicketNo}, 'arrivalTicketKeys', ${s.arrivalTicketKeys}, 'arrivalRemark', ${s.arrivalRemark},
    'arrivedAt', ${s.arrivedAt},
    'crew', case when ${c.id} is null then null else jsonb_build_object(
      'plate', ${c.plate}, 'transportPermitNo', ${c.transportPermitNo}, 'driverName', ${c.driverName},
      'driverIdNumber', ${c.driverIdNumber}, 'driverPhone', ${c.driverPhone}, 'driverQualificationNo', ${c.driverQualificationNo},
      'escortName', ${c.escortName}, 'escortIdNumber', ${c.escortIdNumber}, 'escortPhone', ${c.escortPhone},
      'escortQualificationNo', ${c.escortQualificationNo}) end,
    'lines', (select jsonb_agg(jsonb_build_object('itemId', ${l.itemId}, 'loaded', ${l.loaded}::text, 'received', ${l.received}::text) order by ${l.itemId})
      from ${l} where ${l.shipmentId} = ${s.id}),
    'files', (select jsonb_agg(jsonb_build_object('key', ${storedFiles.key}, 'name', ${storedFiles.originalName}, 'mime', ${storedFiles.mime},
      'ext', ${storedFiles.ext}, 'encrypted', ${storedFiles.encrypted}))
      from ${storedFiles} where ${storedFiles.key} = any(${s.ticketKeys} || ${s.arrivalTicketKeys}))
  ) order by ${s.seq})
  from ${s} left join ${c} on ${c.id} = ${s.crewId}
  where ${s.orderId} = ${orderId}
)`;

const iso = (value: string) => new Date(value).toISOString();

/**
 * The batches as a party reads them. The crew's identity numbers are whole to the seller that named them, masked to
 * the buyer; a share link's visitor sees no batch. Ticket files in the order they were given.
 */
export function toShipments(
  json: readonly ShipmentJson[] | null,
  items: readonly OrderItemRow[],
  party: 'buyer' | 'seller' | undefined,
): OrderShipment[] {
  if (!json || !party) return [];
  return json.map((one) => {
    const files = new Map(
      (one.files ?? []).map((f) => [f.key, { key: f.key, name: f.name, mime: f.mime, url: fileUrl(f.key, f.ext, f.encrypted) }]),
    );
    const filesOf = (keys: readonly string[]) => keys.flatMap((key) => files.get(key) ?? []);
    return {
      id: one.id,
      seq: one.seq,
      status: one.status,
      crew: one.crew && (party === 'seller' ? one.crew : maskedCrew(one.crew)),
      ticketNo: one.ticketNo,
      tickets: filesOf(one.ticketKeys),
      deliveryNo: one.deliveryNo,
      carrier: one.carrier,
      remark: one.remark,
      shippedAt: iso(one.shippedAt),
      arrival: one.arrivedAt
        ? {
            ticketNo: one.arrivalTicketNo,
            tickets: filesOf(one.arrivalTicketKeys),
            remark: one.arrivalRemark,
            at: iso(one.arrivedAt),
          }
        : null,
      lines: (one.lines ?? []).map((line) => {
        const item = items.find((i) => i.id === line.itemId);
        return {
          itemId: line.itemId,
          name: item?.name ?? '',
          unit: item?.unit ?? '',
          loaded: trimZeros(line.loaded),
          received: line.received === null ? null : trimZeros(line.received),
        };
      }),
    };
  });
}

/** Per line, what the batches loaded and what arrived, against the band: from the money's confirmation on. */
export function toShipping(
  shipments: readonly OrderShipment[],
  items: readonly OrderItemRow[],
  shipping: boolean,
): ShippingProgress[] {
  if (!shipping) return [];
  return items.map((item) => {
    const sum = (pick: (line: OrderShipment['lines'][number]) => string | null) =>
      trimZeros(
        shipments
          .flatMap((one) => one.lines.filter((line) => line.itemId === item.id))
          .reduce((total, line) => total.plus(pick(line) ?? 0), new Decimal(0))
          .toFixed(),
      );
    const band = shippingBand(item.quantity, item.unit);
    return {
      itemId: item.id,
      unit: item.unit,
      quantity: trimZeros(item.quantity),
      shipped: sum((line) => line.loaded),
      received: sum((line) => line.received),
      ...band,
    };
  });
}

/** The settlement written when the order completed; null before. */
export function toSettlement(order: OrderRow, items: readonly OrderItemRow[]): OrderSettlement | null {
  if (order.settledGoodsAmount === null || order.settledAt === null) return null;
  const goods = new Decimal(order.settledGoodsAmount);
  return {
    goodsAmount: goods.toFixed(2),
    totalAmount: goods.plus(order.freightAmount).toFixed(2),
    difference: goods.minus(order.goodsAmount).toFixed(2),
    lines: items.map((item) => ({
      itemId: item.id,
      settledQuantity: trimZeros(item.settledQuantity ?? item.quantity),
      settledAmount: item.settledAmount ?? item.amount,
      difference: new Decimal(item.settledAmount ?? item.amount).minus(item.amount).toFixed(2),
    })),
    at: order.settledAt.toISOString(),
  };
}
