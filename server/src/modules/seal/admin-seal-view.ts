import type { AdminSeal, Language } from '@hgsc/contracts';
import { and, eq, gt, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import type { CompanyRow } from '../company/index.ts';
import { toSeal } from './seal-view.ts';
import { type CompanySealRow, companySeals } from './tables.ts';

const newer = alias(companySeals, 'newer_seal');

/** Whether the row is its company's seal in force for its role: approved, and no newer approved one. */
export const inForceColumn = (db: Db): SQL<boolean> =>
  sql<boolean>`(${and(
    eq(companySeals.auditStatus, 1),
    notExists(
      db
        .select({ one: sql`1` })
        .from(newer)
        .where(
          and(
            eq(newer.companyId, companySeals.companyId),
            eq(newer.role, companySeals.role),
            eq(newer.auditStatus, 1),
            gt(newer.id, companySeals.id),
          ),
        ),
    ),
  )})`;

/** A seal application as the operator reads it: with the company and the keeper's full mobile. */
export function toAdminSeal(
  row: {
    seal: CompanySealRow;
    company: Pick<CompanyRow, 'id' | 'name' | 'creditCode'>;
    submittedByName: string | null;
    inForce: boolean;
  },
  language: Language,
): AdminSeal {
  return {
    ...toSeal(row.seal, language, { inForce: row.inForce, submittedByName: row.submittedByName }),
    companyId: row.company.id,
    companyName: row.company.name,
    creditCode: row.company.creditCode,
    holderMobile: row.seal.holderMobile,
  };
}
