import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { AppError, invalidField } from '../../platform/http/app-error.ts';
import { checkRegion, companies } from '../company/index.ts';
import { type ShopRow, shops } from './tables.ts';

/** Province, city and district must exist and nest; 400 naming the first wrong one. */
export const checkShopRegion = (row: Pick<ShopRow, 'provinceCode' | 'cityCode' | 'areaCode'>) =>
  checkRegion({ provinceCode: row.provinceCode ?? '', cityCode: row.cityCode ?? '', areaCode: row.areaCode ?? '' });

/** A logo or banner must be a public image (/oss/upload/img) the caller uploaded. */
export async function checkShopImage(db: Db, field: 'logoKey' | 'bannerKey', key: string, userId: number) {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
  if (!file || file.ownerUserId !== userId || file.encrypted || !file.mime.startsWith('image/')) {
    throw invalidField(field, 'shop.imageInvalid');
  }
}

export const shopNameTaken = () => new AppError('CONFLICT', 'shop.nameTaken', {}, { field: 'name' });

/** 409 when another live shop (审核中 or 审核通过) holds the name. */
export async function checkShopNameFree(db: Db, name: string, exceptShopId?: number) {
  const [taken] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.name, name), ne(shops.auditStatus, 2), exceptShopId ? ne(shops.id, exceptShopId) : undefined))
    .limit(1);
  if (taken) throw shopNameTaken();
}

/** Maps a race on the live-name unique index to the same 409. */
export function rethrowShopNameRace(error: unknown): never {
  if (violatedUniqueConstraint(error) === 'shops_name_live_unique') throw shopNameTaken();
  throw error;
}

/** The shop of a company with the company's name, if it applied. */
export async function findShopOfCompany(db: Db, companyId: number) {
  const [row] = await db
    .select({ shop: shops, companyName: companies.name })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(eq(shops.companyId, companyId));
  return row;
}
