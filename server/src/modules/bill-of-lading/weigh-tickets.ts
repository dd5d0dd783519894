import { BILL_WEIGHT_TOLERANCE, type BillFinishBody } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { invalidField } from '../../platform/http/app-error.ts';
import type { BillRow } from './tables.ts';

/** What the tickets say was loaded, checked against the bill: how much, how many pieces, and what was left. */
export interface Loaded {
  tickets: { ticketNo: string; plate: string; grossWeight: string; tareWeight: string; netWeight: string; pieces: number }[];
  picked: Decimal;
  pickedPieces: number;
  /** Everything the bill named went out (the last load took the rest, within the weighbridge's tolerance). */
  allOut: boolean;
  /** The bill's quantity less the tickets' total when everything went out; null for a partial pick-up. */
  variance: Decimal | null;
}

/**
 * The weighbridge's word on a pick-up, in exact decimals: each ticket's net is gross less tare and positive, no ticket
 * twice; packed goods count pieces on every ticket. A partial pick-up loads less than the bill (what was not loaded
 * stays held); when everything went out, the tickets may differ from the bill by the tolerance, recorded as variance.
 */
export function checkLoads(bill: Pick<BillRow, 'quantity' | 'pieces'>, body: Pick<BillFinishBody, 'tickets' | 'allOut'>): Loaded {
  const seen = new Set<string>();
  const tickets = body.tickets.map((ticket, i) => {
    const net = new Decimal(ticket.grossWeight).minus(ticket.tareWeight);
    if (!net.greaterThan(0))
      throw invalidField(`tickets.${i}.grossWeight`, 'bill.ticketNetNotPositive', { ticketNo: ticket.ticketNo });
    if (seen.has(ticket.ticketNo))
      throw invalidField(`tickets.${i}.ticketNo`, 'bill.ticketDuplicate', { ticketNo: ticket.ticketNo });
    seen.add(ticket.ticketNo);
    if (bill.pieces > 0 && ticket.pieces < 1) throw invalidField(`tickets.${i}.pieces`, 'bill.piecesRequired');
    return {
      ticketNo: ticket.ticketNo,
      plate: ticket.plate,
      grossWeight: new Decimal(ticket.grossWeight).toString(),
      tareWeight: new Decimal(ticket.tareWeight).toString(),
      netWeight: net.toString(),
      pieces: bill.pieces > 0 ? ticket.pieces : 0,
    };
  });
  const picked = tickets.reduce((total, t) => total.plus(t.netWeight), new Decimal(0));
  const pickedPieces = tickets.reduce((total, t) => total + t.pieces, 0);
  const quantity = new Decimal(bill.quantity);
  const words = { picked: picked.toString(), quantity: quantity.toString() };

  // Loads that weigh exactly the bill took everything, whatever the keeper ticked.
  if (body.allOut || picked.equals(quantity)) {
    const tolerance = quantity.times(BILL_WEIGHT_TOLERANCE);
    if (quantity.minus(picked).abs().greaterThan(tolerance))
      throw invalidField('tickets', 'bill.varianceOverTolerance', { ...words, tolerance: tolerance.toString() });
    if (bill.pieces > 0 && pickedPieces !== bill.pieces)
      throw invalidField('tickets', 'bill.piecesMismatchAllOut', { picked: pickedPieces, pieces: bill.pieces });
    return { tickets, picked, pickedPieces, allOut: true, variance: quantity.minus(picked) };
  }
  if (picked.greaterThan(quantity)) throw invalidField('tickets', 'bill.ticketsOverBill', words);
  if (bill.pieces > 0 && pickedPieces >= bill.pieces)
    throw invalidField('tickets', 'bill.piecesPartialAll', { pieces: bill.pieces });
  return { tickets, picked, pickedPieces, allOut: false, variance: null };
}
