import { z } from 'zod';

/**
 * One entry of an audited application's history (company certification, shop entry), oldest first.
 * Only the actions differ between the domains.
 */
export const auditLogSchema = <const A extends readonly [string, ...string[]]>(actions: A) =>
  z.object({
    id: z.number().int(),
    action: z.enum(actions),
    actionLabel: z.string(),
    /** The status after this change, and its label. */
    auditStatus: z.number().int(),
    auditStatusLabel: z.string(),
    reason: z.string().nullable(),
    /** True when the platform operator made this change (approve/reject). */
    byOperator: z.boolean(),
    actorName: z.string().nullable(),
    /** The application as it stood after this change. */
    snapshot: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  });
