import type { Regulation } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type CompanyRegulationRow, companyRegulations } from './tables.ts';

/** One of the company's regulations (deleted ones too), locked for the transaction; another company's answers 404. */
export async function findOwnRegulation(tx: Db, companyId: number, id: number): Promise<CompanyRegulationRow> {
  const [row] = await tx
    .select()
    .from(companyRegulations)
    .where(and(eq(companyRegulations.id, id), eq(companyRegulations.companyId, companyId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export function toRegulation(row: CompanyRegulationRow, updatedBy: string | null): Regulation {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}
