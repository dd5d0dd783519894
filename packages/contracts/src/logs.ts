import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { idField } from './fields.ts';
import { defineRoute } from './route.ts';

/** SPEC §7 "Logs": GET /blade-log/{usual,api,error}/list and /detail. */
export const LOG_KINDS = ['usual', 'api', 'error'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** What every log entry records about the request it came from. */
const entry = {
  id: z.number().int(),
  userId: z.number().int().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
};

export const usualLogSchema = z.object({
  ...entry,
  event: z.string(),
  /** JSON text of the event's details. */
  detail: z.string().nullable(),
});
export type UsualLog = z.infer<typeof usualLogSchema>;

export const apiLogSchema = z.object({
  ...entry,
  method: z.string(),
  url: z.string(),
  route: z.string().nullable(),
  status: z.number().int(),
  durationMs: z.number().int(),
  userAgent: z.string().nullable(),
});
export type ApiLog = z.infer<typeof apiLogSchema>;

export const errorLogSchema = z.object({
  ...entry,
  method: z.string().nullable(),
  url: z.string().nullable(),
  message: z.string(),
  /** Only in the detail; lists leave it out. */
  stack: z.string().nullable().optional(),
});
export type ErrorLog = z.infer<typeof errorLogSchema>;

export const logDetailQuery = z.object({ id: idField });

const tags = ['logs'];

/** SPEC §7 "Logs": the usual, api and error logs, for operators; one list and one detail call per kind. */
export const logsRoutes = {
  usualList: defineRoute({
    method: 'GET',
    path: '/blade-log/usual/list',
    input: pageQuerySchema,
    answer: pageSchema(usualLogSchema),
    summary: 'Log of business events, newest first (operator)',
    tags,
    auth: 'operator',
  }),
  usualDetail: defineRoute({
    method: 'GET',
    path: '/blade-log/usual/detail',
    input: logDetailQuery,
    answer: usualLogSchema,
    summary: 'One entry of the log of business events (operator)',
    tags,
    auth: 'operator',
  }),
  apiList: defineRoute({
    method: 'GET',
    path: '/blade-log/api/list',
    input: pageQuerySchema,
    answer: pageSchema(apiLogSchema),
    summary: 'Log of API requests, newest first (operator)',
    tags,
    auth: 'operator',
  }),
  apiDetail: defineRoute({
    method: 'GET',
    path: '/blade-log/api/detail',
    input: logDetailQuery,
    answer: apiLogSchema,
    summary: 'One entry of the log of API requests (operator)',
    tags,
    auth: 'operator',
  }),
  errorList: defineRoute({
    method: 'GET',
    path: '/blade-log/error/list',
    input: pageQuerySchema,
    answer: pageSchema(errorLogSchema),
    summary: 'Log of unexpected errors, newest first (operator)',
    tags,
    auth: 'operator',
  }),
  errorDetail: defineRoute({
    method: 'GET',
    path: '/blade-log/error/detail',
    input: logDetailQuery,
    answer: errorLogSchema,
    summary: 'One entry of the log of unexpected errors (operator)',
    tags,
    auth: 'operator',
  }),
};

/**
 * Every business event the server writes to the usual log (`app.logEvent`): the operator console gives each its
 * words (web `logEvent.<event>`), and server/src/platform/logs/events.unit.test.ts finds each event the server
 * writes in this list.
 */
export const USUAL_LOG_EVENTS = [
  'user.register',
  'user.login',
  'user.logout',
  'user.passwordChange',
  'user.passwordReset',
  'user.mobileChange',
  'agreement.accept',
  'agreement.publish',
  'admin.user.enable',
  'admin.user.disable',
  'admin.category.create',
  'admin.category.update',
  'admin.category.enable',
  'admin.category.disable',
  'admin.category.move',
  'admin.category.delete',
  'admin.company.approve',
  'admin.company.reject',
  'admin.shop.approve',
  'admin.shop.reject',
  'admin.shop.agreement.publish',
  'admin.product.approve',
  'admin.product.reject',
  'admin.product.forceDown',
  'admin.certificate.approve',
  'admin.certificate.reject',
  'admin.seal.approve',
  'admin.seal.reject',
  'company.certify',
  'company.update',
  'company.resubmit',
  'company.switch',
  'company.file.upload',
  'company.address.save',
  'company.address.update',
  'company.address.delete',
  'company.address.default',
  'company.certificate.save',
  'company.certificate.submit',
  'company.certificate.remove',
  'company.regulation.save',
  'company.regulation.delete',
  'company.seal.update',
  'subaccount.create',
  'subaccount.update',
  'subaccount.enable',
  'subaccount.disable',
  'subaccount.resetPassword',
  'subaccount.invite',
  'subaccount.inviteCancel',
  'subaccount.inviteAccept',
  'shop.register',
  'shop.save',
  'shop.update',
  'shop.resubmit',
  'product.save',
  'product.update',
  'product.up',
  'product.down',
  'product.revoke',
  'product.show',
  'product.price',
  'attention.follow',
  'attention.unfollow',
  'cart.add',
  'cart.remove',
  'cart.clear',
  'cart.merge',
  'order.place',
  'order.placeDirect',
  'order.save.invoice',
  'order.updateOrderPrice',
  'order.pay',
  'order.receivedmoney',
  'order.deliver',
  'order.delivers',
  'order.updatedeliverysn',
  'order.receive',
  'order.updateOrFinish',
  'order.buyercancel',
  'order.sellercancel',
  'order.buyer.cancel.enter',
  'order.seller.cancel.enter',
  'order.refuse.cancel',
  'order.update.witness',
  'order.contract.generate',
  'order.contract.cancel',
  'order.contract.sign',
  'order.contract.share',
  'order.contract.signLink',
  'order.contract.accessory.save',
  'order.contract.accessory.del',
  'order.invoice.save',
  'order.invoice.del',
  'contract.template.save',
  'contract.template.del',
  'contract.template.default',
  'contract.template.choose',
  'contract.verify.file',
  'review.save',
  'file.upload',
  'ocr.licence',
  'news.create',
  'news.update',
  'news.publish',
  'news.unpublish',
  'news.delete',
  'news.category.create',
  'news.category.update',
  'news.category.delete',
  'homeBanner.create',
  'homeBanner.update',
  'homeBanner.delete',
  'homeHot.save',
  'help.save',
  'agreement.receipt.affirm',
  'warehouse.keeper.mark',
  'warehouse.keeper.unmark',
  'warehouse.save',
  'warehouse.pickup.save',
  'warehouse.pickup.remove',
  'warehouse.product.save',
  'warehouse.origin.save',
  'warehouse.origin.remove',
  'warehouse.fee.save',
  'warehouse.fee.remove',
  'warehouse.deposit',
  'warehouse.bill',
  'warehouse.listing',
  'warehouse.receiptOrder',
  'warehouse.receiptExchange',
  'warehouse.receipt',
] as const;
export type UsualLogEvent = (typeof USUAL_LOG_EVENTS)[number];
