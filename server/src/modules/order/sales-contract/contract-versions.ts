import type { ContractView, Language } from '@hgsc/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { ContractCaller, ContractKind } from '../../contract/index.ts';
import { aboutSubject, contracts, recordContractViewed } from '../../contract/index.ts';
import { contractViews } from './contract-views.ts';

/**
 * The subject's contract versions, newest first, with their signatures (an order's: POST /order/contract/update/list
 * {id}). The contract page reads it, so it records the viewing (evidence/record-view.ts).
 */
export async function contractVersions<Subject, Party extends string>(
  db: Db,
  kind: ContractKind<Subject, Party>,
  caller: ContractCaller,
  id: number,
  lang: Language,
  ip: string | null = null,
): Promise<ContractView[]> {
  const { subject } = await kind.subjectFor(db, id, caller, 'contract.view');
  const about = { kind: kind.name, id: kind.idOf(subject) };
  const rows = await db.select().from(contracts).where(aboutSubject(contracts, about)).orderBy(desc(contracts.version));
  // The contract page reads the versions: a viewing of the contract in force goes into the evidence trail.
  const inForce = rows.find((row) => row.status !== 'cancelled');
  if (inForce)
    await recordContractViewed(db, {
      subject: about,
      contract: inForce,
      actorUserId: caller.userId,
      companyId: caller.company.companyId,
      ip,
    });
  return contractViews(db, rows, { companyId: caller.company.companyId, lang });
}
