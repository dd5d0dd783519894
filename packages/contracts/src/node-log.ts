import { z } from 'zod';
import { idField, stringField } from './fields.ts';
import type { PermissionCode } from './permissions.ts';
import { defineRoute } from './route.ts';

/** An entity whose node operation log is asked for: its kind (a flow's `kind`, 'order') and id. */
export const nodeLogEntityBody = z
  .object({
    bizType: stringField().max(40),
    bizId: idField,
  })
  .strict();

export const nodeLogIdBody = z.object({ id: idField }).strict();

/** One step of an entity's life as its log keeps it. */
export const nodeLogRowSchema = z.object({
  id: z.number().int(),
  bizType: z.string(),
  bizId: z.number().int(),
  /** The node reached, in the caller's language. */
  node: z.string(),
  action: z.string(),
  actorRole: z.string(),
  actorName: z.string().nullable(),
  companyName: z.string().nullable(),
  fromState: z.string().nullable(),
  toState: z.string(),
  detail: z.record(z.string(), z.unknown()),
  attachments: z.array(z.string()),
  at: z.string(),
  digest: z.string(),
  prevHash: z.string(),
  hash: z.string(),
});
export type NodeLogRow = z.infer<typeof nodeLogRowSchema>;

export const nodeLogVerifySchema = z.object({
  intact: z.boolean(),
  rows: z.number().int(),
  /** The first row whose hash or link to the one before does not hold. */
  broken: z.object({ id: z.number().int(), reason: z.enum(['hash', 'link']) }).optional(),
  /** The last row's hash when the chain holds (null: no rows), what a copy printed now can be checked against. */
  head: z.string().nullable().optional(),
});
export type NodeLogVerify = z.infer<typeof nodeLogVerifySchema>;

const tags = ['node operation log'];

/**
 * Who may read a log at all: any code that reads one of the kinds that keep one (an order: either side's order
 * permission); each kind then checks the caller's standing on its own entity.
 */
export const NODE_LOG_READ_PERMISSIONS: readonly PermissionCode[] = [
  'buy.order',
  'shop.order',
  'receipt.view',
  'receipt.trade',
  'receipt.manage',
  'warehouse.confirm',
  'warehouse.receive',
  'warehouse.register',
  'warehouse.pickup',
];
const permission = NODE_LOG_READ_PERMISSIONS;

/** SPEC §7 /nodeOperationLog/*: the steps of an entity the caller may see, one step, and the check of its chain. */
export const nodeLogRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/nodeOperationLog/list',
    input: nodeLogEntityBody,
    answer: z.array(nodeLogRowSchema),
    summary: 'Every step of an entity the caller’s company may read (an order: either side), oldest first',
    tags,
    permission,
  }),
  detail: defineRoute({
    method: 'POST',
    path: '/nodeOperationLog/detail',
    input: nodeLogIdBody,
    answer: nodeLogRowSchema,
    summary: 'One step, with its digest and its place in the entity’s hash chain (its entity readable, else 404)',
    tags,
    permission,
  }),
  adminList: defineRoute({
    method: 'POST',
    path: '/admin/nodeOperationLog/list',
    input: nodeLogEntityBody,
    answer: z.array(nodeLogRowSchema),
    summary: 'Every step of any entity, oldest first, with the address each came from (operator)',
    tags: ['operator: node operation log'],
    auth: 'operator',
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/nodeOperationLog/verify',
    input: nodeLogEntityBody,
    answer: nodeLogVerifySchema,
    summary: 'Recomputes the entity’s hash chain: intact, or the first row whose content or link does not hold',
    tags,
    permission,
  }),
};
