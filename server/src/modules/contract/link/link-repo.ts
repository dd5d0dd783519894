import { CONTRACT_LINK_TTL_DAYS } from '@hgsc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { randomToken, sha256Hex } from '../../../platform/security/hashing.ts';
import type { ContractKind } from '../kind.ts';
import { type ContractRow, contracts } from '../tables.ts';
import { type ContractLinkRow, contractLinks } from './tables.ts';

export type LinkKind = ContractLinkRow['kind'];

/** The web page each kind of link opens. */
export const linkPath = (kind: LinkKind, token: string) =>
  `${kind === 'sign' ? '/signincontract' : '/linkExtraction'}?token=${encodeURIComponent(token)}`;

export const linkTokenHash = (token: string) => sha256Hex(`contract-link:${token}`);

const TTL_MS = CONTRACT_LINK_TTL_DAYS * 24 * 3600 * 1000;

/**
 * A new link of `kind` to the contract for `party`; the earlier live link of the same kind, contract
 * and side is revoked (one link in force each). Only the token's hash is stored; the token is answered once.
 */
export async function issueLink(
  tx: Db,
  input: {
    contract: ContractRow;
    kind: LinkKind;
    party: string;
    createdBy: number;
    companyId: number;
    codeHash?: string;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const now = new Date();
  await tx
    .update(contractLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(contractLinks.contractId, input.contract.id),
        eq(contractLinks.kind, input.kind),
        eq(contractLinks.party, input.party),
        isNull(contractLinks.revokedAt),
      ),
    );
  const token = randomToken(24);
  const expiresAt = new Date(now.getTime() + TTL_MS);
  await tx.insert(contractLinks).values({
    contractId: input.contract.id,
    subjectKind: input.contract.subjectKind,
    subjectId: input.contract.subjectId,
    kind: input.kind,
    party: input.party,
    tokenHash: linkTokenHash(token),
    codeHash: input.codeHash ?? null,
    createdBy: input.createdBy,
    companyId: input.companyId,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The link row of a token (any state), or undefined. */
export async function findLink(db: Db, token: string, kind: LinkKind): Promise<ContractLinkRow | undefined> {
  const [link] = await db
    .select()
    .from(contractLinks)
    .where(and(eq(contractLinks.tokenHash, linkTokenHash(token)), eq(contractLinks.kind, kind)));
  return link;
}

/** A link that works, with its contract, its subject and the side it was made for. */
export interface LiveLink<Subject, Party extends string> {
  link: ContractLinkRow;
  party: Party;
  contract: ContractRow;
  subject: Subject;
}

/**
 * A link of a contract of `kind` that still works, with its contract and subject: unknown, revoked or another kind's
 * → 404; expired, already used (a signing link) or its contract regenerated or cancelled since → 410 saying which.
 */
export async function liveLink<Subject, Party extends string>(
  db: Db,
  kind: ContractKind<Subject, Party>,
  found: ContractLinkRow | undefined,
): Promise<LiveLink<Subject, Party>> {
  if (!found || found.revokedAt || found.subjectKind !== kind.name) throw notFound('contractLink.notFound');
  if (found.usedAt) throw new AppError('GONE', 'contractLink.used');
  if (found.expiresAt.getTime() <= Date.now()) throw new AppError('GONE', 'contractLink.expired');
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, found.contractId));
  // A cancelled version is never current again: a newer generation is a new contract.
  const subject = contract && contract.status !== 'cancelled' ? await kind.load(db, contract.subjectId) : undefined;
  if (!contract || subject === undefined) throw new AppError('GONE', 'contractLink.void');
  return { link: found, party: found.party as Party, contract, subject };
}
