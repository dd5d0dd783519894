import { type AdminUser, type PageQuery, toPage } from '@hgsc/contracts';
import { count, desc, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { type UserRow, users } from '../user/index.ts';

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    userName: row.userName,
    name: row.name,
    mobile: row.mobile,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The platform's users, newest first; `keyword` matches user name, name or mobile. */
export async function listUsers(ctx: AppContext, query: PageQuery & { keyword?: string | undefined }) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = pattern
    ? or(ilike(users.userName, pattern), ilike(users.name, pattern), ilike(users.mobile, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return toPage(rows.map(toAdminUser), total?.n ?? 0, query);
}
