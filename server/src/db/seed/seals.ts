import { SEAL_PURPOSE_TEXT } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import { companySeals, recordSealHistory, storeGeneratedSeal } from '../../modules/seal/index.ts';
import { users } from '../../modules/user/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { storedDemoCompanies } from './companies.ts';

/**
 * An approved contract seal (合同专用章, signing on either side) for the demo buyer's and seller's companies, as
 * most firms keep one, so the demo accounts can sign a contract at once in either role. Each seal is applied for by
 * the company's owner and approved by the demo operator, with the history an operator's approval writes. A company
 * that already has a contract seal (of its own making) keeps it.
 */
export async function seedDemoSeals(ctx: AppContext): Promise<number> {
  const [operator] = await ctx.db.select().from(users).where(eq(users.role, 'operator')).limit(1);
  if (!operator) return 0;
  let created = 0;
  for (const { company, demo } of await storedDemoCompanies(ctx)) {
    const account = DEMO_ACCOUNTS.find((a) => a.userName === demo.owner);
    const [owner] = account ? await ctx.db.select().from(users).where(eq(users.userName, account.userName)) : [];
    if (!owner) continue;
    const role = 'contract';
    const [existing] = await ctx.db
      .select({ id: companySeals.id })
      .from(companySeals)
      .where(and(eq(companySeals.companyId, company.id), eq(companySeals.role, role)))
      .limit(1);
    if (existing) continue;
    const imageKey = await storeGeneratedSeal(ctx, {
      role,
      nameOnSeal: company.name,
      purposeText: SEAL_PURPOSE_TEXT.contract,
      sealNumber: null,
      userId: owner.id,
    });
    await ctx.db.transaction(async (tx) => {
      const [submitted] = await tx
        .insert(companySeals)
        .values({
          companyId: company.id,
          role,
          source: 'generated',
          purpose: 'contract',
          nameOnSeal: company.name,
          imageKey,
          holderMobile: demo.contactMobile,
          submittedBy: owner.id,
        })
        .returning();
      if (!submitted) throw new Error('seal insert returned no row');
      await recordSealHistory(tx, submitted, 'submit', owner.id);
      const [approved] = await tx
        .update(companySeals)
        .set({ auditStatus: 1, auditedAt: new Date(), auditedBy: operator.id, updatedAt: new Date() })
        .where(eq(companySeals.id, submitted.id))
        .returning();
      if (approved) await recordSealHistory(tx, approved, 'approve', operator.id);
    });
    created++;
  }
  return created;
}
