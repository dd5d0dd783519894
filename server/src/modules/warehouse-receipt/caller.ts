import type { UsualLogEvent } from '@hgsc/contracts';
import type { EndpointCall } from '../../platform/http/endpoint.ts';

/** Who acts: the person, the company they act for, and their address (the node operation log keeps it). */
export interface ReceiptCaller {
  userId: number;
  companyId: number;
  ip: string | null;
}

/** The caller of a receipt-registry route (receipts, bills of lading, listings, receipt orders). */
export const receiptCallerOf = (call: Pick<EndpointCall<never>, 'user' | 'company' | 'request'>): ReceiptCaller => ({
  userId: call.user.id,
  companyId: call.company.companyId,
  ip: call.request.ip || null,
});

/** The usual-log entry of a step on a registry object: the event, the object's id and what was sent. */
export const loggedStep = <E extends UsualLogEvent>(event: E) => ({
  event,
  detail: (answer: { id: number }, call: { input: unknown }) => ({ id: answer.id, input: call.input }),
});
