import { eq, or } from 'drizzle-orm';
import { registerFileAccessRule } from '../../platform/files/access.ts';
import { contractKindNamed } from './kind.ts';
import { contractSignatures, contracts } from './tables.ts';

/**
 * A contract PDF (any version: as generated, after a signature, sealed) is read by who may read the contract, as its
 * kind says. Registered once, on import. The reads run one after another: the caller's database may be a transaction,
 * whose one connection runs one statement at a time.
 */
registerFileAccessRule(async (ctx, file, user) => {
  const subject = { kind: contracts.subjectKind, id: contracts.subjectId };
  const holders = [
    ...(await ctx.db
      .select(subject)
      .from(contracts)
      .where(or(eq(contracts.fileKey, file.key), eq(contracts.generatedFileKey, file.key)))),
    ...(await ctx.db
      .select(subject)
      .from(contractSignatures)
      .innerJoin(contracts, eq(contracts.id, contractSignatures.contractId))
      .where(eq(contractSignatures.fileKey, file.key))),
  ];
  if (holders.length === 0) return undefined;
  for (const holder of holders) if (await contractKindNamed(holder.kind).readableBy(ctx.db, holder.id, user.id)) return true;
  return false;
});
