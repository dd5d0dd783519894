import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { AppError, invalidField } from '../../platform/http/app-error.ts';
import { divisions } from '../places/index.ts';
import { companies } from './tables.ts';

/** Province, city and district must exist and nest (GB/T 2260 data of the places module); 400 naming the first wrong one. */
export function checkRegion(input: { provinceCode: string; cityCode: string; areaCode: string }) {
  const { provinces, citiesOf, areasOf } = divisions();
  if (!provinces.some((p) => p.code === input.provinceCode)) throw invalidField('provinceCode', 'place.notFound');
  if (!citiesOf.get(input.provinceCode)?.some((c) => c.code === input.cityCode)) throw invalidField('cityCode', 'place.notFound');
  if (!areasOf.get(input.cityCode)?.some((a) => a.code === input.areaCode)) throw invalidField('areaCode', 'place.notFound');
}

/** A receiving account is its bank and its number together, or none: half of one would print on contracts. */
export function checkReceivingAccount(account: { bankName?: string | null; bankAccount?: string | null }) {
  if (!account.bankName === !account.bankAccount) return;
  throw invalidField(account.bankName ? 'bankAccount' : 'bankName', 'company.bankAccountIncomplete');
}

/** The licence scan must be an encrypted image (/encry/upload/img) the caller uploaded. */
export async function checkLicenseFile(db: Db, key: string, userId: number) {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
  if (!file || file.ownerUserId !== userId || !file.encrypted || !file.mime.startsWith('image/')) {
    throw invalidField('licenseFileKey', 'company.licenseInvalid');
  }
}

export const creditCodeTaken = () => new AppError('CONFLICT', 'company.creditCodeTaken', {}, { field: 'creditCode' });

/** 409 when another live (审核中 or 审核通过) application holds the credit code. */
export async function checkCreditCodeFree(db: Db, creditCode: string, exceptCompanyId?: number) {
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.creditCode, creditCode),
        ne(companies.auditStatus, 2),
        exceptCompanyId ? ne(companies.id, exceptCompanyId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw creditCodeTaken();
}

/** Maps a race on the live-credit-code unique index to the same 409. */
export function rethrowCreditCodeRace(error: unknown): never {
  if (violatedUniqueConstraint(error) === 'companies_credit_code_live_unique') throw creditCodeTaken();
  throw error;
}
