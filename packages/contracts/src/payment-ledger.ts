import { z } from 'zod';
import { fieldError, requiredText } from './fields.ts';
import type { MessageKey } from './i18n/zh.ts';

/**
 * A payment ledger, as receipt orders and goods orders keep one: the buyer declares each payment with its bank proof,
 * the seller confirms that it arrived or refuses it with a reason, the buyer may withdraw one not answered yet.
 */
export const PAYMENT_STATUSES = ['submitted', 'confirmed', 'refused', 'withdrawn'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusLabelKey = (status: PaymentStatus): MessageKey => `paymentStatus.${status}`;

export const PAYMENT_PROOF_LIMIT = 9;
/** The proof's files (a bank slip, a bill's image), uploaded by the caller first. */
export const paymentProofKeysField = z
  .array(requiredText(200), { error: fieldError })
  .min(1, { error: 'order.proofRequired' })
  .max(PAYMENT_PROOF_LIMIT, { error: 'field.tooLong' });

export const PAYMENT_ANSWERS = ['withdraw', 'confirm', 'refuse'] as const;
export type PaymentAnswer = (typeof PAYMENT_ANSWERS)[number];

/** What every ledger's payment shows. */
export const paymentEntryShape = {
  id: z.number().int(),
  paymentNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  amount: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  statusLabel: z.string(),
  proofs: z.array(z.object({ key: z.string(), name: z.string(), mime: z.string(), url: z.string() })),
  remark: z.string().nullable(),
  refuseReason: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** What the caller may do with it now: the buyer withdraw it, the seller confirm or refuse it. */
  actions: z.array(z.enum(PAYMENT_ANSWERS)),
};

/**
 * The answers a side may give a payment waiting for one, while its order takes them: the side that paid it may withdraw
 * it, the side it was paid to confirms or refuses it.
 */
export function paymentAnswers(status: PaymentStatus, open: boolean, side: { payer: boolean; payee: boolean }): PaymentAnswer[] {
  if (status !== 'submitted' || !open) return [];
  return [...(side.payer ? (['withdraw'] as const) : []), ...(side.payee ? (['confirm', 'refuse'] as const) : [])];
}
