import Decimal from 'decimal.js';

/** The quantity a receipt held from a day on (the day of a change pays at the new quantity). */
export interface QuantityFrom {
  from: string;
  quantity: string;
}

/** A storage rate (元 per unit and day) over the days `from`…`to` (both counted; `to` null: open-ended). */
export interface RatePeriod {
  from: string;
  to: string | null;
  rate: string;
}

/** One run of days at one quantity and one rate. */
export interface FeeLine {
  from: string;
  to: string;
  days: number;
  quantity: string;
  rate: string;
  /** quantity × rate × days, rounded half up to the fen. */
  amount: string;
}

export interface StorageFee {
  from: string;
  to: string;
  days: number;
  /** The sum of the lines' amounts, as an invoice adds them. */
  amount: string;
  lines: FeeLine[];
  /** Days no rate covered: they cost nothing here, and a screen says so. */
  unratedDays: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * The storage fee of goods kept over the calendar days `from`…`to`, both counted (goods received and collected on
 * the same day pay one day), as real warehouses bill it: piecewise wherever the quantity or the rate changes, each
 * run quantity × rate × days in decimal arithmetic, rounded to the fen per run. `quantities` are in day order; the
 * first applies from `from` whatever its own day. An empty range (to before from) costs nothing.
 */
export function storageFee(input: { from: string; to: string; quantities: QuantityFrom[]; rates: RatePeriod[] }): StorageFee {
  const start = dayNumber(input.from);
  const end = dayNumber(input.to);
  const empty = { from: input.from, to: input.to, days: 0, amount: '0.00', lines: [], unratedDays: 0 };
  if (end < start || input.quantities.length === 0) return empty;

  const cuts = new Set<number>([start, end + 1]);
  for (const q of input.quantities) cuts.add(Math.max(start, dayNumber(q.from)));
  for (const r of input.rates) {
    cuts.add(dayNumber(r.from));
    if (r.to) cuts.add(dayNumber(r.to) + 1);
  }
  const bounds = [...cuts].filter((n) => n >= start && n <= end + 1).sort((a, b) => a - b);

  const quantityOn = (day: number) => {
    let quantity = input.quantities[0]?.quantity ?? '0';
    for (const q of input.quantities) if (dayNumber(q.from) <= day) quantity = q.quantity;
    return quantity;
  };
  const rateOn = (day: number) =>
    input.rates.find((r) => dayNumber(r.from) <= day && (r.to === null || day <= dayNumber(r.to)))?.rate;

  const lines: FeeLine[] = [];
  let unratedDays = 0;
  for (let i = 0; i < bounds.length - 1; i++) {
    const runStart = bounds[i] as number;
    const days = (bounds[i + 1] as number) - runStart;
    const rate = rateOn(runStart);
    if (rate === undefined) {
      unratedDays += days;
      continue;
    }
    const quantity = quantityOn(runStart);
    const amount = new Decimal(quantity).times(rate).times(days).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const last = lines.at(-1);
    // Runs cut by a change that changed nothing (the same rate again) read as one.
    if (last && last.quantity === quantity && last.rate === rate && dayNumber(last.to) === runStart - 1) {
      last.to = dayOf(runStart + days - 1);
      last.days += days;
      last.amount = new Decimal(quantity).times(rate).times(last.days).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
      continue;
    }
    lines.push({ from: dayOf(runStart), to: dayOf(runStart + days - 1), days, quantity, rate, amount: amount.toFixed(2) });
  }
  const amount = lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0)).toFixed(2);
  return { from: input.from, to: input.to, days: end - start + 1, amount, lines, unratedDays };
}
