import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { aboutSubject, type ContractSubject } from './subject.ts';
import { type ContractRow, contractSignatures, contracts } from './tables.ts';

/** The subject's contract in force (the newest version not cancelled), or 404. `lock` takes it FOR UPDATE. */
export async function currentContract(db: Db, subject: ContractSubject, { lock = false } = {}): Promise<ContractRow> {
  const query = db
    .select()
    .from(contracts)
    .where(and(aboutSubject(contracts, subject), ne(contracts.status, 'cancelled')))
    .orderBy(desc(contracts.version))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('contract.notFound');
  return row;
}

export async function signaturesOf(db: Db, contractId: number) {
  return db.select().from(contractSignatures).where(eq(contractSignatures.contractId, contractId)).orderBy(contractSignatures.id);
}

/** The subject's next contract version. */
export async function nextContractVersion(db: Db, subject: ContractSubject): Promise<number> {
  const [last] = await db
    .select({ version: contracts.version })
    .from(contracts)
    .where(aboutSubject(contracts, subject))
    .orderBy(desc(contracts.version))
    .limit(1);
  return (last?.version ?? 0) + 1;
}
