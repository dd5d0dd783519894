import type { Db } from '../../../platform/db/client.ts';
import { currentContract } from '../contract-repo.ts';
import { recordContractEvidence } from '../evidence/record.ts';
import { type ContractCaller, type ContractKind, type ContractUse, subjectOfKind } from '../kind.ts';
import type { ContractSubject } from '../subject.ts';
import type { ContractRow } from '../tables.ts';
import { issueLink, type LinkKind } from './link-repo.ts';

/** The caller's side of subject `id` (locked for the transaction, `use` checked) and its contract in force. */
export async function lockedContractFor<Subject, Party extends string>(
  tx: Db,
  kind: ContractKind<Subject, Party>,
  caller: ContractCaller,
  id: number,
  use: ContractUse,
) {
  const { subject, party } = await kind.subjectFor(tx, id, caller, use, { lock: true });
  const about = subjectOfKind(kind, subject);
  return { subject, party, about, contract: await currentContract(tx, about) };
}

/**
 * A new link of `kind` for `party`, issued by the caller, and its sharing on the evidence trail ('shared', with
 * `detail` given the link's expiry), in the caller's transaction.
 */
export async function issueSharedLink(
  tx: Db,
  input: {
    contract: ContractRow;
    about: ContractSubject;
    kind: LinkKind;
    party: string;
    caller: ContractCaller;
    ip: string | null;
    codeHash?: string;
    detail: (expiresAt: string) => Record<string, unknown>;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const { contract, caller } = input;
  const issued = await issueLink(tx, {
    contract,
    kind: input.kind,
    party: input.party,
    createdBy: caller.userId,
    companyId: caller.company.companyId,
    ...(input.codeHash ? { codeHash: input.codeHash } : {}),
  });
  await recordContractEvidence(tx, {
    contractId: contract.id,
    subject: input.about,
    event: 'shared',
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    ip: input.ip,
    detail: input.detail(issued.expiresAt.toISOString()),
  });
  return issued;
}
