import { type PageQuery, type SmsRecord, toPage } from '@hgsc/contracts';
import { count, desc, like } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { smsOutbox } from '../../platform/sms/tables.ts';

/** 短信记录: the SMS outbox, newest first; `mobile` matches any part of the number. */
export async function listSms(ctx: AppContext, query: PageQuery & { mobile?: string | undefined }) {
  const where = query.mobile ? like(smsOutbox.mobile, containsPattern(query.mobile)) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(smsOutbox)
      .where(where)
      .orderBy(desc(smsOutbox.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    ctx.db.select({ n: count() }).from(smsOutbox).where(where),
  ]);
  const records: SmsRecord[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return toPage(records, total?.n ?? 0, query);
}
