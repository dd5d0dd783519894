import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { countOf } from './sql-kit.ts';

/** The tables the scale data fills, in the order the report lists them (VACUUM (ANALYZE) takes them too). */
export const SCALE_TABLES = [
  'users',
  'companies',
  'company_members',
  'agreement_acceptances',
  'shops',
  'company_certificates',
  'products',
  'orders',
  'order_items',
  'node_operation_logs',
  'contracts',
  'contract_affirmations',
  'contract_signatures',
  'stored_files',
  'keeper_companies',
  'warehouses',
  'receipt_products',
  'warehouse_fee_schedules',
  'warehouse_receipts',
  'receipt_listings',
  'company_agreement_affirmations',
] as const;

export type RowCounts = Record<(typeof SCALE_TABLES)[number], number>;

export async function countRows(db: Db): Promise<RowCounts> {
  const counts = {} as RowCounts;
  for (const table of SCALE_TABLES) counts[table] = await countOf(db, sql`SELECT count(*) AS n FROM ${sql.raw(table)}`);
  return counts;
}

export interface PhaseTiming {
  phase: string;
  seconds: number;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** The final table: rows added and rows now per table, seconds per phase, the total. */
export function formatReport(before: RowCounts, after: RowCounts, phases: readonly PhaseTiming[]): string {
  const width = Math.max(...SCALE_TABLES.map((t) => t.length));
  const lines = [`  ${'table'.padEnd(width)}  ${'added'.padStart(11)}  ${'rows now'.padStart(11)}`];
  for (const table of SCALE_TABLES) {
    lines.push(`  ${table.padEnd(width)}  ${fmt(after[table] - before[table]).padStart(11)}  ${fmt(after[table]).padStart(11)}`);
  }
  lines.push('', `  ${'phase'.padEnd(width)}  ${'seconds'.padStart(11)}`);
  for (const { phase, seconds } of phases) lines.push(`  ${phase.padEnd(width)}  ${seconds.toFixed(1).padStart(11)}`);
  const total = phases.reduce((sum, p) => sum + p.seconds, 0);
  lines.push(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(11)}`);
  return lines.join('\n');
}
