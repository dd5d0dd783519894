import { type Address, type AddressSnapshot, addressWords } from '@hgsc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type CompanyAddressRow, companyAddresses } from './tables.ts';

/** province + city + area + detail; a municipality's or region's name is not repeated (北京市东城区…). */
export function fullAddressOf(row: Pick<CompanyAddressRow, 'provinceName' | 'cityName' | 'areaName' | 'detail'>): string {
  return addressWords({ province: row.provinceName, city: row.cityName, area: row.areaName, detail: row.detail }, 'zh');
}

/** An address as an order keeps it: what the contract and the seller need, as it was when the order was placed. */
export type SnapshotFields = Pick<
  CompanyAddressRow,
  'contactName' | 'contactMobile' | 'provinceName' | 'cityName' | 'areaName' | 'detail'
>;

export function toAddressSnapshot(row: SnapshotFields): AddressSnapshot {
  return {
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    province: row.provinceName,
    city: row.cityName,
    area: row.areaName,
    detail: row.detail,
    fullAddress: fullAddressOf(row),
  };
}

export function toAddress(row: CompanyAddressRow): Address {
  return {
    id: row.id,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    areaCode: row.areaCode,
    province: row.provinceName,
    city: row.cityName,
    area: row.areaName,
    detail: row.detail,
    fullAddress: fullAddressOf(row),
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A live address of the company, locked for the transaction; another company's answers 404. */
export async function findOwnAddress(tx: Db, companyId: number, id: number): Promise<CompanyAddressRow> {
  const [row] = await tx
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.id, id), eq(companyAddresses.companyId, companyId), isNull(companyAddresses.deletedAt)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** A live address of the company as an order keeps it; another company's answers 404. */
export async function addressSnapshotOf(db: Db, companyId: number, id: number): Promise<AddressSnapshot> {
  const [row] = await db
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.id, id), eq(companyAddresses.companyId, companyId), isNull(companyAddresses.deletedAt)));
  if (!row) throw notFound('address.notFound');
  return toAddressSnapshot(row);
}

/** Clears the company's current default (before another address becomes it). */
export async function clearDefault(tx: Db, companyId: number): Promise<void> {
  await tx
    .update(companyAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.isDefault, true), isNull(companyAddresses.deletedAt)),
    );
}
