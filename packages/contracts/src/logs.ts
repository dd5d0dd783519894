import { z } from 'zod';
import { idField } from './fields.ts';

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
