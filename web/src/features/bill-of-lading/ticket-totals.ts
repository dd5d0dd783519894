import { BILL_WEIGHT_TOLERANCE, QUANTITY_PATTERN } from '@hgsc/contracts';
import Decimal from 'decimal.js';

/** One weighbridge ticket (过磅单) as the finish form holds it while it is typed. */
export interface TicketDraft {
  ticketNo?: string | undefined;
  plate?: string | undefined;
  grossWeight?: string | undefined;
  tareWeight?: string | undefined;
  pieces?: number | null | undefined;
}

/** What the tickets are held against: the bill's quantity and, for packed goods, its pieces (0 for bulk). */
export interface BillLoad {
  quantity: string;
  pieces: number;
}

/** A message key of the catalogue and its parameters. */
export type Problem = [key: string, params?: Record<string, string | number>];

const decimalOf = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return QUANTITY_PATTERN.test(trimmed) ? new Decimal(trimmed) : null;
};

/** A ticket's net weight, gross − tare in exact decimals; null until both read as quantities. */
export function ticketNet(ticket: TicketDraft): Decimal | null {
  const gross = decimalOf(ticket.grossWeight);
  const tare = decimalOf(ticket.tareWeight);
  return gross && tare ? gross.minus(tare) : null;
}

/** What the tickets typed so far come to, and what the finish would be refused for (as the server checks it). */
export interface TicketTally {
  /** Each ticket's net, null where it cannot be read yet. */
  nets: (Decimal | null)[];
  total: Decimal;
  pieces: number;
  /** The bill's quantity less the total: what stays held after a partial pick-up, the variance of an all-out one. */
  left: Decimal;
  /** How far an all-out total may be from the bill's quantity (its 3‰). */
  tolerance: Decimal;
  /** The first thing in the way of the finish, or null when it may be sent. */
  problem: Problem | null;
}

/**
 * The running total of the tickets against the bill. All out: the total within ±3‰ of the bill's quantity (and
 * packed goods every piece); partial: less than the bill (and fewer pieces), the rest staying held.
 */
export function tallyTickets(tickets: readonly TicketDraft[], bill: BillLoad, allOut: boolean): TicketTally {
  const quantity = new Decimal(bill.quantity);
  const nets = tickets.map(ticketNet);
  const total = nets.reduce<Decimal>((sum, net) => (net?.greaterThan(0) ? sum.plus(net) : sum), new Decimal(0));
  const pieces = tickets.reduce((sum, ticket) => sum + (ticket.pieces ?? 0), 0);
  const left = quantity.minus(total);
  const tolerance = quantity.times(BILL_WEIGHT_TOLERANCE);
  const tally = { nets, total, pieces, left, tolerance };
  return { ...tally, problem: problemOf(tickets, bill, allOut, tally) };
}

function problemOf(
  tickets: readonly TicketDraft[],
  bill: BillLoad,
  allOut: boolean,
  { nets, total, pieces, left, tolerance }: Omit<TicketTally, 'problem'>,
): Problem | null {
  if (tickets.length === 0) return ['bill.ticketsRequired'];
  const seen = new Set<string>();
  for (const [index, ticket] of tickets.entries()) {
    const ticketNo = (ticket.ticketNo ?? '').trim();
    const net = nets[index];
    if (!ticketNo || net === null || net === undefined) return ['billPage.finish.incomplete', { n: index + 1 }];
    if (!net.greaterThan(0)) return ['bill.ticketNetNotPositive', { ticketNo }];
    if (seen.has(ticketNo)) return ['bill.ticketDuplicate', { ticketNo }];
    seen.add(ticketNo);
    if (bill.pieces > 0 && !(ticket.pieces && ticket.pieces > 0)) return ['bill.piecesRequired'];
  }
  const picked = total.toString();
  const quantity = new Decimal(bill.quantity).toString();
  if (allOut) {
    if (left.abs().greaterThan(tolerance))
      return ['bill.varianceOverTolerance', { picked, quantity, tolerance: tolerance.toString() }];
    if (bill.pieces > 0 && pieces !== bill.pieces) return ['bill.piecesMismatchAllOut', { picked: pieces, pieces: bill.pieces }];
    return null;
  }
  if (!left.greaterThan(0)) return ['billPage.finish.partialNotLess', { picked, quantity }];
  if (bill.pieces > 0 && pieces > bill.pieces) return ['bill.piecesOver', { picked: pieces, pieces: bill.pieces }];
  if (bill.pieces > 0 && pieces === bill.pieces) return ['bill.piecesPartialAll', { pieces: bill.pieces }];
  return null;
}

/** The sums of recorded tickets (the bill's details): gross, tare, net and pieces, in exact decimals. */
export function ticketSums(tickets: readonly { grossWeight: string; tareWeight: string; netWeight: string; pieces: number }[]) {
  const sum = (pick: (ticket: (typeof tickets)[number]) => string) =>
    tickets.reduce<Decimal>((total, ticket) => total.plus(pick(ticket)), new Decimal(0)).toString();
  return {
    gross: sum((ticket) => ticket.grossWeight),
    tare: sum((ticket) => ticket.tareWeight),
    net: sum((ticket) => ticket.netWeight),
    pieces: tickets.reduce((total, ticket) => total + ticket.pieces, 0),
  };
}
