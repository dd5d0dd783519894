import { type PageQuery, toPage } from '@hgsc/contracts';
import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { apiLogs, errorLogs, usualLogs } from '../../platform/logs/tables.ts';

type LogTable = typeof usualLogs | typeof apiLogs | typeof errorLogs;

const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

const { stack: _stack, ...errorListColumns } = getTableColumns(errorLogs);

/** One page of a log, newest first; buffered entries are written first so the latest show. */
async function readLogPage<T extends { createdAt: Date }>(
  ctx: AppContext,
  table: LogTable,
  query: PageQuery,
  page: (offset: number) => Promise<T[]>,
) {
  await ctx.logs.flush();
  const [rows, [total]] = await Promise.all([page((query.current - 1) * query.size), ctx.db.select({ n: count() }).from(table)]);
  return toPage(rows.map(iso), total?.n ?? 0, query);
}

/** One log entry (the error log's includes the stack); 404 when unknown. */
async function readLogEntry<T extends { createdAt: Date }>(ctx: AppContext, read: () => Promise<T[]>) {
  await ctx.logs.flush();
  const [row] = await read();
  if (!row) throw notFound();
  return iso(row);
}

export const listUsualLogs = (ctx: AppContext, query: PageQuery) =>
  readLogPage(ctx, usualLogs, query, (offset) =>
    ctx.db.select().from(usualLogs).orderBy(desc(usualLogs.id)).limit(query.size).offset(offset),
  );

export const listApiLogs = (ctx: AppContext, query: PageQuery) =>
  readLogPage(ctx, apiLogs, query, (offset) =>
    ctx.db.select().from(apiLogs).orderBy(desc(apiLogs.id)).limit(query.size).offset(offset),
  );

/** Without the stacks: the list shows messages, the detail the stack. */
export const listErrorLogs = (ctx: AppContext, query: PageQuery) =>
  readLogPage(ctx, errorLogs, query, (offset) =>
    ctx.db.select(errorListColumns).from(errorLogs).orderBy(desc(errorLogs.id)).limit(query.size).offset(offset),
  );

export const usualLogDetail = (ctx: AppContext, id: number) =>
  readLogEntry(ctx, () => ctx.db.select().from(usualLogs).where(eq(usualLogs.id, id)));

export const apiLogDetail = (ctx: AppContext, id: number) =>
  readLogEntry(ctx, () => ctx.db.select().from(apiLogs).where(eq(apiLogs.id, id)));

export const errorLogDetail = (ctx: AppContext, id: number) =>
  readLogEntry(ctx, () => ctx.db.select().from(errorLogs).where(eq(errorLogs.id, id)));
