import { z } from 'zod';
import type { EnvelopeCode } from './errors.ts';

/** DESIGN §4: every answer is `{ code, success, msg, data }`; success is code 200. */
export interface Envelope<T> {
  code: EnvelopeCode;
  success: boolean;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.union([z.number(), z.literal('E_300')]),
    success: z.boolean(),
    msg: z.string(),
    data,
  });

/** SPEC §3/§9: page sizes 10/30/50/100/200, default 10. */
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;

const pageSize = z.coerce
  .number({ error: 'page.size' })
  .int({ error: 'page.size' })
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'page.size' })
  .default(10);

export const pageQuerySchema = z.object({
  current: z.coerce.number({ error: 'page.current' }).int({ error: 'page.current' }).min(1, { error: 'page.current' }).default(1),
  size: pageSize,
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageSchema = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });

/**
 * How many matches a search counts at most (the catalogue's, the receipt market's): its answer says when there are
 * more (`totalCapped`) and pages reach as far as the cap. The server's platform/db/paging.ts says why 600.
 */
export const SEARCH_TOTAL_CAP = 600;

/** A page of a search whose total is counted up to SEARCH_TOTAL_CAP: `totalCapped: true` says there are more. */
export const cappedPageSchema = <T extends z.ZodType>(record: T) =>
  pageSchema(record).extend({ totalCapped: z.boolean().optional() });

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function toPage<T>(records: T[], total: number, query: PageQuery): Page<T> {
  return {
    records,
    total,
    size: query.size,
    current: query.current,
    pages: Math.ceil(total / query.size),
  };
}

/** A call whose answer carries nothing but success. */
export const emptySchema = z.null();
