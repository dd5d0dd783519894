import type { Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { ContractCaller, ContractKind, ContractStep } from './kind.ts';

/**
 * The subject of a contract call and the caller's side: another company's subject → 404, a sub-account without
 * contract.sign → 403, and (with `step`) 409 when the kind does not let this side take it now.
 */
export async function contractSubjectFor<Subject, Party extends string>(
  db: Db,
  kind: ContractKind<Subject, Party>,
  id: number,
  caller: ContractCaller,
  lang: Language,
  step?: ContractStep,
): Promise<{ subject: Subject; party: Party }> {
  const found = await kind.subjectFor(db, id, caller, 'contract.sign');
  const refusal = step ? kind.refusal(found.subject, step, found.party, lang) : null;
  if (refusal) throw refusal;
  return found;
}
