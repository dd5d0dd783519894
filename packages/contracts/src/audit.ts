import { z } from 'zod';
import { fieldError, idField, stringField } from './fields.ts';
import type { MessageKey } from './i18n/zh.ts';

/**
 * What the operator's audits share (company certification, dangerous-goods certificates, shop entry,
 * products): SPEC §3 audit status 0 审核中, 1 审核通过, 2 审核未通过 (labels `auditStatus.<n>`),
 * the history of an audited object, and the decision body.
 */

/** An audit status as a list filter (query strings carry it as text). */
export const auditStatusFilter = z.coerce
  .number({ error: 'field.invalid' })
  .int({ error: 'field.invalid' })
  .refine((n) => n === 0 || n === 1 || n === 2, { error: 'field.invalid' });

/** Where an application stands in its audit, as its detail answers carry it. */
export const auditStateShape = {
  /** AUDIT_STATUS: 0 审核中, 1 审核通过, 2 审核未通过. */
  auditStatus: z.number().int(),
  auditStatusLabel: z.string(),
  /** The operator's reason of a rejection (审核未通过), else null. */
  auditReason: z.string().nullable(),
  submittedAt: z.string(),
  auditedAt: z.string().nullable(),
};

/**
 * One entry of an audited object's history, oldest first. Only the actions differ between the
 * domains; see draftAuditLogSchema for objects that exist as drafts before their first submission.
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
    /** True when the platform operator made this change (approve/reject, forced off shelf). */
    byOperator: z.boolean(),
    actorUserId: z.number().int().nullable(),
    actorName: z.string().nullable(),
    /** The object as it stood after this change. */
    snapshot: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  });

/** The history entry of an object saved as a draft first (certificates, products): auditStatus null = draft (未提交). */
export const draftAuditLogSchema = <const A extends readonly [string, ...string[]]>(actions: A) =>
  auditLogSchema(actions).extend({ auditStatus: z.number().int().nullable() });

/** The most a rejection reason may hold. */
export const AUDIT_REASON_MAX = 500;

/**
 * The operator's decision on an object under review: approve, or reject with the reason the
 * applicant reads (required to reject: `reasonRequired` is the domain's message).
 */
export const auditDecisionBody = (reasonRequired: MessageKey) =>
  z
    .object({
      id: idField,
      approve: z.boolean({ error: fieldError }),
      reason: stringField().trim().max(AUDIT_REASON_MAX, { error: 'field.tooLong' }).optional(),
    })
    .strict()
    .superRefine((body, ctx) => {
      if (!body.approve && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: reasonRequired });
    });
export type AuditDecisionInput = z.infer<ReturnType<typeof auditDecisionBody>>;
