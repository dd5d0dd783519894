import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import { type UserRow, users } from './tables.ts';

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
  return row;
}

/** User names are unique regardless of case (users_user_name_lower_unique), so "Admin" cannot impersonate "admin". */
const sameUserName = (userName: string) => sql`lower(${users.userName}) = lower(${userName})`;

/** Login accepts the user name (in any case) or the mobile in the same field. */
export async function findUserByLoginName(db: Db, identifier: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sameUserName(identifier), eq(users.mobile, identifier)))
    .orderBy(users.id)
    .limit(1);
  return row;
}

export async function isUserNameTaken(db: Db, userName: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sameUserName(userName)).limit(1);
  return Boolean(row);
}

export async function isMobileTaken(db: Db, mobile: string): Promise<boolean> {
  return Boolean(await findUserByMobile(db, mobile));
}

export const userNameTaken = () => new AppError('CONFLICT', 'user.userNameTaken', {}, { field: 'userName' });
export const mobileTaken = () => new AppError('CONFLICT', 'user.mobileTaken', {}, { field: 'mobile' });
export const mobileNotRegistered = () => invalidField('mobile', 'user.mobileNotRegistered');

/** Writes some columns of one user (and its updatedAt) and answers the new row. */
export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'name' | 'avatarKey' | 'passwordHash' | 'status'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}
