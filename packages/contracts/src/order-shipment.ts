import { z } from 'zod';
import { MONEY_PLACES, QUANTITY_PATTERN, QUANTITY_PLACES } from './decimal-fields.ts';
import { fieldError, idField, requiredText, stringField } from './fields.ts';
import { fromScaled, roundDiv, toScaled } from './scaled-decimal.ts';
import { CONTRACT_WEIGHT_TOLERANCE, isWeightUnit } from './tonne-price.ts';
import { vehicleCrewInput, vehicleCrewSchema } from './vehicle-crew.ts';

/**
 * An order's shipments (分批发货): the seller loads the goods in one or more batches, each on a named vehicle and crew
 * with the weighbridge ticket's net weight per line; the buyer confirms each arrival with the weight its own
 * weighbridge gave. The order settles on what arrived (按实际到货数量结算), within the contract's tolerance.
 *
 * Weighed lines (a unit of weight: 吨, 千克) may ship and settle up to CONTRACT_WEIGHT_TOLERANCE above or below the
 * contract's quantity (溢短装, 千分之三); counted lines (桶, 袋 …) ship exactly what was bought. Every figure here is
 * computed on integers of QUANTITY_PLACES decimals, the same on the server and in the browser.
 */

/** CONTRACT_WEIGHT_TOLERANCE in thousandths, for integer arithmetic. */
const TOLERANCE_PER_MILLE = toScaled(CONTRACT_WEIGHT_TOLERANCE, 3);

export const SHIPMENT_TICKET_LIMIT = 9;
export const SHIPMENT_LIMIT = 50;

const q = (text: string) => toScaled(text, QUANTITY_PLACES);
const text = (value: bigint) => trimZeros(fromScaled(value, QUANTITY_PLACES));
/** 15.0200 → 15.02, 30.0000 → 30: quantities as people write them. */
export const trimZeros = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** What a line of the order may ship in total: the contract's quantity, ± the tolerance for a weighed line. */
export function shippingBand(contracted: string, unit: string): { min: string; max: string; weighed: boolean } {
  const quantity = q(contracted);
  const weighed = isWeightUnit(unit);
  // The tolerance is cut, never rounded up: 30 t allows 29.91 to 30.09, no gramme beyond.
  const slack = weighed ? (quantity * TOLERANCE_PER_MILLE) / 1000n : 0n;
  return { min: text(quantity - slack), max: text(quantity + slack), weighed };
}

/**
 * Whether an order may go out under a waybill alone (POST /order/deliver: 发货 with a delivery number and carrier): not
 * when it carries dangerous goods, whose every load names its vehicle, that vehicle's 道路运输证, a qualified driver and
 * an escort (JT/T 617, 危险货物道路运输规则) — such an order ships in batches (分批发货) with its crew recorded.
 */
export const shipsByWaybill = (lines: readonly { isDangerous: boolean }[]): boolean => !lines.some((line) => line.isDangerous);

/** What is left of a line to reach its contract's quantity, 0 once reached: a first batch's figure, the rest /order/deliver ships. */
export function leftToShip(quantity: string, shipped: string): string {
  const left = q(quantity) - q(shipped);
  return left > 0n ? text(left) : '0';
}

export interface LineShipping {
  itemId: number;
  unit: string;
  /** The contract's quantity. */
  quantity: string;
  /** Loaded on the batches before this one. */
  shipped: string;
}

/** Why a batch cannot be loaded: the line and the message key with its words. */
export interface ShipmentProblem {
  itemId: number | null;
  key: 'shipment.overContract' | 'shipment.nothingLoaded' | 'shipment.unknownLine';
  params: Record<string, string>;
}

/**
 * A batch checked against what is left of each line: never beyond the band's top. `complete` when, with it, every line
 * reached its band's bottom — the order is then shipped (70); otherwise more batches are to come (65).
 */
export function checkBatch(
  lines: readonly LineShipping[],
  batch: readonly { itemId: number; quantity: string }[],
): { problem: ShipmentProblem | null; complete: boolean } {
  const loading = new Map<number, bigint>();
  for (const one of batch) loading.set(one.itemId, (loading.get(one.itemId) ?? 0n) + q(one.quantity));
  for (const itemId of loading.keys())
    if (!lines.some((line) => line.itemId === itemId))
      return { problem: { itemId, key: 'shipment.unknownLine', params: {} }, complete: false };
  if ([...loading.values()].every((value) => value === 0n))
    return { problem: { itemId: null, key: 'shipment.nothingLoaded', params: {} }, complete: false };
  let complete = true;
  for (const line of lines) {
    const band = shippingBand(line.quantity, line.unit);
    const total = q(line.shipped) + (loading.get(line.itemId) ?? 0n);
    if (total > q(band.max))
      return {
        problem: {
          itemId: line.itemId,
          key: 'shipment.overContract',
          params: { max: band.max, shipped: trimZeros(line.shipped), unit: line.unit },
        },
        complete: false,
      };
    if (total < q(band.min)) complete = false;
  }
  return { problem: null, complete };
}

/**
 * The most a buyer may say arrived of a loaded quantity: a weighed line may weigh heavier at the buyer's weighbridge by
 * the tolerance (two weighbridges differ), a counted line never counts more than was loaded.
 */
export function arrivalCeiling(loaded: string, unit: string): string {
  const value = q(loaded);
  return text(isWeightUnit(unit) ? value + (value * TOLERANCE_PER_MILLE) / 1000n : value);
}

export interface SettlementLine {
  itemId: number;
  unit: string;
  price: string;
  quantity: string;
  /** The contract's amount of the line. */
  amount: string;
  /** What the buyer confirmed arrived, over all batches. */
  received: string;
}

/**
 * The settlement on what arrived: each line pays its received quantity, held inside the contract's band (a weighed
 * line never pays more than the band's top, whatever two weighbridges said), at its price, rounded half up to the fen.
 * `difference` is the settled goods amount less the contract's: negative when the seller owes money back.
 */
export function settleLines(lines: readonly SettlementLine[]): {
  lines: { itemId: number; settledQuantity: string; settledAmount: string; difference: string }[];
  goodsAmount: string;
  difference: string;
} {
  let goods = 0n;
  let contract = 0n;
  const settled = lines.map((line) => {
    const band = shippingBand(line.quantity, line.unit);
    const received = q(line.received);
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take.
    const paid = received > q(band.max) ? q(band.max) : received;
    // price (2 places) × quantity (4 places) has 6 places: to the fen, half up.
    const amount = roundDiv(toScaled(line.price, MONEY_PLACES) * paid, 10n ** BigInt(QUANTITY_PLACES));
    const contracted = toScaled(line.amount, MONEY_PLACES);
    goods += amount;
    contract += contracted;
    return {
      itemId: line.itemId,
      settledQuantity: text(paid),
      settledAmount: fromScaled(amount, MONEY_PLACES),
      difference: fromScaled(amount - contracted, MONEY_PLACES),
    };
  });
  return { lines: settled, goodsAmount: fromScaled(goods, MONEY_PLACES), difference: fromScaled(goods - contract, MONEY_PLACES) };
}

// ---------------------------------------------------------------- calls

/** A quantity loaded or received: 0 allowed for a line the batch does not carry. */
const batchQuantityField = stringField().trim().regex(QUANTITY_PATTERN, { error: 'product.quantityInvalid' });
const batchLines = z
  .array(z.object({ itemId: idField, quantity: batchQuantityField }).strict(), { error: fieldError })
  .min(1, { error: 'shipment.nothingLoaded' })
  .max(100, { error: 'field.tooLong' })
  .refine((lines) => new Set(lines.map((line) => line.itemId)).size === lines.length, { error: 'shipment.lineTwice' });
const ticketKeysField = z
  .array(requiredText(200), { error: fieldError })
  .max(SHIPMENT_TICKET_LIMIT, { error: 'field.tooLong' })
  .default([]);
const optional = (max: number) =>
  stringField()
    .trim()
    .max(max, { error: 'field.tooLong' })
    .optional()
    .transform((v) => (v ? v : null));

/**
 * POST /order/shipment/ship (seller, money confirmed or partly shipped): one batch — what each line loaded (the
 * weighbridge ticket's net weight for a weighed line), the vehicle and crew (for dangerous goods its permits and an
 * escort), the ticket's number and image (required when a weighed line loads), and the waybill when a carrier takes it.
 */
export const orderShipBody = z
  .object({
    id: idField,
    lines: batchLines,
    crew: vehicleCrewInput,
    ticketNo: optional(40),
    ticketKeys: ticketKeysField,
    deliveryNo: optional(64),
    carrier: optional(100),
    remark: optional(200),
  })
  .strict();
export type OrderShipBody = z.infer<typeof orderShipBody>;

/**
 * POST /order/shipment/arrive (buyer): one batch arrived — what each of its lines weighed or counted on arrival, the
 * buyer's own ticket if weighed again, a remark (a shortfall's reason). The last arrival of a shipped order settles it.
 */
export const orderArriveBody = z
  .object({
    id: idField,
    shipmentId: idField,
    lines: batchLines,
    ticketNo: optional(40),
    ticketKeys: ticketKeysField,
    remark: optional(200),
  })
  .strict();
export type OrderArriveBody = z.infer<typeof orderArriveBody>;

// ---------------------------------------------------------------- answers

export const SHIPMENT_STATUSES = ['inTransit', 'arrived'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

const fileSchema = z.object({ key: z.string(), name: z.string(), mime: z.string(), url: z.string() });

export const orderShipmentSchema = z.object({
  id: z.number().int(),
  /** 1, 2, … in the order. */
  seq: z.number().int(),
  status: z.enum(SHIPMENT_STATUSES),
  /** Null for a shipment recorded without one (/order/deliver's whole shipment). */
  crew: vehicleCrewSchema.nullable(),
  ticketNo: z.string().nullable(),
  tickets: z.array(fileSchema),
  deliveryNo: z.string().nullable(),
  carrier: z.string().nullable(),
  remark: z.string().nullable(),
  shippedAt: z.string(),
  arrival: z
    .object({ ticketNo: z.string().nullable(), tickets: z.array(fileSchema), remark: z.string().nullable(), at: z.string() })
    .nullable(),
  lines: z.array(
    z.object({
      itemId: z.number().int(),
      name: z.string(),
      unit: z.string(),
      loaded: z.string(),
      received: z.string().nullable(),
    }),
  ),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** Per line: bought, loaded so far, arrived so far, and the band a weighed line may end in. */
export const shippingProgressSchema = z.object({
  itemId: z.number().int(),
  unit: z.string(),
  quantity: z.string(),
  shipped: z.string(),
  received: z.string(),
  min: z.string(),
  max: z.string(),
  weighed: z.boolean(),
});
export type ShippingProgress = z.infer<typeof shippingProgressSchema>;

/** What the order settled on, once every batch arrived: per line and in total, against the contract. */
export const orderSettlementSchema = z.object({
  goodsAmount: z.string(),
  totalAmount: z.string(),
  /** Settled less contracted: negative when the seller refunds it, positive when the buyer pays it. */
  difference: z.string(),
  lines: z.array(
    z.object({
      itemId: z.number().int(),
      settledQuantity: z.string(),
      settledAmount: z.string(),
      difference: z.string(),
    }),
  ),
  at: z.string(),
});
export type OrderSettlement = z.infer<typeof orderSettlementSchema>;
