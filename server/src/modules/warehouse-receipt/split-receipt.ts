import { type Language, type Receipt, type ReceiptParty, receiptStatusLabelKey } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type FlowActor, takeStep } from '../../platform/flow/engine.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { receiptProducts } from '../warehouse/index.ts';
import { RECEIPT_BINDING } from './bindings.ts';
import type { ReceiptCaller } from './caller.ts';
import { receiptForCompany } from './receipt-access.ts';
import { childReceiptNumber } from './receipt-number.ts';
import { receiptsWithNamesByIds, toReceipts } from './receipt-view.ts';
import { type ReceiptRow, warehouseReceipts } from './tables.ts';
import { newCertificateCode } from './title-certificate/certificate-code.ts';

/**
 * The lot rules of a split, in exact decimals: the parts add up to the receipt, each is at least the product's
 * minimum, all but one (the remainder of a weighed quantity) a whole number of steps, and packed goods split by whole
 * pieces. Answers each part's pieces.
 */
export function checkSplit(
  receipt: Pick<ReceiptRow, 'quantity' | 'pieces'>,
  rules: { minSplitQty: string; splitStep: string },
  quantities: readonly string[],
): number[] {
  checkSum(receipt, quantities);
  for (const q of quantities)
    if (new Decimal(q).lessThan(rules.minSplitQty))
      throw invalidField('quantities', 'receipt.splitBelowMinimum', { min: new Decimal(rules.minSplitQty).toString() });
  // A weighed receipt is seldom a whole number of steps (119.86 t): one part may carry that remainder, the others are
  // whole steps. A receipt on the step splits into parts on the step, since a single odd part could not add up to it.
  if (quantities.filter((q) => !new Decimal(q).mod(rules.splitStep).isZero()).length > 1)
    throw invalidField('quantities', 'receipt.splitOffStep', { step: new Decimal(rules.splitStep).toString() });
  return piecesByShare(receipt, quantities);
}

/**
 * The rules of a pick-up's split: the goods leave the warehouse, so no lot applies — the parts add up to the receipt
 * and the pieces are whole, either as the weighbridge counted them (`pieces`) or by share of the quantity.
 */
export function checkPickupSplit(
  receipt: Pick<ReceiptRow, 'quantity' | 'pieces'>,
  quantities: readonly string[],
  pieces?: readonly number[],
): number[] {
  checkSum(receipt, quantities);
  if (!pieces) return piecesByShare(receipt, quantities);
  if (pieces.reduce((total, p) => total + p, 0) !== receipt.pieces || pieces.some((p) => !Number.isInteger(p) || p < 0))
    throw new Error(`pick-up split pieces ${pieces.join('+')} do not add up to ${receipt.pieces}`);
  return [...pieces];
}

function checkSum(receipt: Pick<ReceiptRow, 'quantity'>, quantities: readonly string[]) {
  const sum = quantities.reduce((total, q) => total.plus(q), new Decimal(0));
  if (!sum.equals(receipt.quantity) || quantities.some((q) => !new Decimal(q).greaterThan(0)))
    throw invalidField('quantities', 'receipt.splitSumMismatch', {
      sum: sum.toString(),
      quantity: new Decimal(receipt.quantity).toString(),
    });
}

function piecesByShare(receipt: Pick<ReceiptRow, 'quantity' | 'pieces'>, quantities: readonly string[]): number[] {
  if (receipt.pieces === 0) return quantities.map(() => 0);
  // q × pieces ÷ quantity: one division of exact decimals, no per-piece weight rounded first.
  const pieces = quantities.map((q) => new Decimal(q).times(receipt.pieces).dividedBy(receipt.quantity));
  if (pieces.some((p) => !p.isInteger())) {
    const perPiece = new Decimal(receipt.quantity).dividedBy(receipt.pieces).toDecimalPlaces(6).toString();
    throw invalidField('quantities', 'receipt.splitPiecesNotWhole', { perPiece });
  }
  return pieces.map((p) => p.toNumber());
}

/**
 * Splits a receipt into children, in the caller's transaction: the parent retired (its step in the log names the
 * children), each child in force at once with the parent's holder, goods' facts, QC report, storage start and fees
 * paid to. Its holder splits on its own; an order or a pick-up splits as the system. The receipt row is locked
 * first, so two splits of one receipt take turns and the second finds it split.
 */
export async function splitReceipt(
  tx: Db,
  input: {
    id: number;
    quantities: readonly string[];
    actor: FlowActor<ReceiptParty>;
    reason: 'holder' | 'listing' | 'order' | 'pickup';
    /** A pick-up's parts as the weighbridge counted their pieces (else by share of the quantity). */
    pieces?: readonly number[];
    lang: Language;
  },
): Promise<ReceiptRow[]> {
  const [locked] = await tx.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, input.id)).for('update');
  const [rules] = locked ? await tx.select().from(receiptProducts).where(eq(receiptProducts.id, locked.productId)) : [];
  const pieces = !locked
    ? []
    : input.reason === 'pickup'
      ? checkPickupSplit(locked, input.quantities, input.pieces)
      : rules
        ? checkSplit(locked, rules, input.quantities)
        : [];
  const children: ReceiptRow[] = [];
  await takeStep(
    tx,
    {
      ...RECEIPT_BINDING,
      async after(tx, step) {
        const { id: _id, createdAt: _c, updatedAt: _u, ...facts } = step.before;
        const now = step.now;
        for (const [index, quantity] of input.quantities.entries()) {
          const [child] = await tx
            .insert(warehouseReceipts)
            .values({
              ...facts,
              receiptNo: childReceiptNumber(step.before.receiptNo, index + 1),
              parentId: step.before.id,
              // The deposit's receipt is the original; its children came from it, not from the deposit.
              depositId: null,
              rootId: step.before.rootId ?? step.before.id,
              splitReason: input.reason,
              status: 'active',
              lockType: 'none',
              lockRef: null,
              quantity,
              pieces: pieces[index] ?? 0,
              issuedAt: now,
              certificateCode: newCertificateCode(),
            })
            .returning();
          if (!child) throw new Error('child receipt insert returned no row');
          children.push(child);
          await recordNodeOperation(tx, {
            bizType: 'warehouseReceipt',
            bizId: child.id,
            node: receiptStatusLabelKey('active'),
            action: 'splitFrom',
            actorRole: input.actor.party,
            actorUserId: input.actor.userId,
            companyId: input.actor.party === 'system' ? null : input.actor.companyId,
            fromState: null,
            toState: 'active',
            detail: { parentId: step.before.id, parentNo: step.before.receiptNo, quantity, splitFor: input.reason },
            ip: input.actor.ip ?? null,
          });
        }
        return { children: children.map((c) => ({ id: c.id, receiptNo: c.receiptNo, quantity: c.quantity })) };
      },
    },
    {
      id: input.id,
      action: 'split',
      actor: input.actor,
      // A retired receipt holds nothing: a pick-up's lock ends with the split its last load makes.
      changes: { lockType: 'none', lockRef: null },
      // Why it was split (its holder, an order, a pick-up): a code, not a party's reason for the timeline to quote.
      detail: { splitFor: input.reason },
      lang: input.lang,
    },
  );
  return children;
}

/** /wr/warehouse/receipt/splitWr: the holder splits a receipt it holds; another company's answers 404. */
export async function splitByHolder(
  tx: Db,
  caller: ReceiptCaller,
  body: { id: number; quantities: string[] },
  lang: Language,
): Promise<Receipt[]> {
  await receiptForCompany(tx, body.id, caller.companyId);
  const children = await splitReceipt(tx, {
    id: body.id,
    quantities: body.quantities,
    actor: { party: 'holder', userId: caller.userId, companyId: caller.companyId, ip: caller.ip },
    reason: 'holder',
    lang,
  });
  const found = await receiptsWithNamesByIds(
    tx,
    children.map((c) => c.id),
  );
  return toReceipts(found, { companyId: caller.companyId }, lang);
}
