/** Test helpers of the contract tests: an approved seal written directly (the seal tests prove the real path). */
import type { SealRole } from '@hgsc/contracts';
import type { TestApp } from '../../../test/harness.ts';
import { storeGeneratedSeal } from '../seal/seal-image-file.ts';
import { companySeals } from '../seal/tables.ts';

export async function approveSeal(t: TestApp, company: { id: number; name: string }, role: SealRole, userId: number) {
  const imageKey = await storeGeneratedSeal(t.ctx, {
    role,
    nameOnSeal: company.name,
    purposeText: '合同专用章',
    sealNumber: null,
    userId,
  });
  await t.ctx.db.insert(companySeals).values({
    companyId: company.id,
    role,
    source: 'generated',
    purpose: 'contract',
    nameOnSeal: company.name,
    imageKey,
    holderMobile: '13900009999',
    auditStatus: 1,
    submittedBy: userId,
    auditedAt: new Date(),
  });
}
