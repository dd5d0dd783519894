import { type LogKind, type PageQuery, toPage } from '@hgsc/contracts';
import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { apiLogs, errorLogs, usualLogs } from '../../platform/logs/tables.ts';

const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

const { stack: _stack, ...errorListColumns } = getTableColumns(errorLogs);

/** One page of a log, newest first; buffered entries are written first so the latest show. */
export async function listLogs(ctx: AppContext, kind: LogKind, query: PageQuery) {
  await ctx.logs.flush();
  const offset = (query.current - 1) * query.size;
  if (kind === 'usual') {
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(usualLogs).orderBy(desc(usualLogs.id)).limit(query.size).offset(offset),
      ctx.db.select({ n: count() }).from(usualLogs),
    ]);
    return toPage(rows.map(iso), total?.n ?? 0, query);
  }
  if (kind === 'api') {
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(apiLogs).orderBy(desc(apiLogs.id)).limit(query.size).offset(offset),
      ctx.db.select({ n: count() }).from(apiLogs),
    ]);
    return toPage(rows.map(iso), total?.n ?? 0, query);
  }
  const [rows, [total]] = await Promise.all([
    ctx.db.select(errorListColumns).from(errorLogs).orderBy(desc(errorLogs.id)).limit(query.size).offset(offset),
    ctx.db.select({ n: count() }).from(errorLogs),
  ]);
  return toPage(rows.map(iso), total?.n ?? 0, query);
}

/** One log entry by id (the error log's includes the stack); 404 when unknown. */
export async function logDetail(ctx: AppContext, kind: LogKind, id: number) {
  await ctx.logs.flush();
  const table = kind === 'usual' ? usualLogs : kind === 'api' ? apiLogs : errorLogs;
  const [row] = await ctx.db.select().from(table).where(eq(table.id, id));
  if (!row) throw notFound();
  return iso(row);
}
