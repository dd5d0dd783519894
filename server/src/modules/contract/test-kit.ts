/** Test helpers of the contract tests: an approved seal written directly (the seal tests prove the real path). */
import type { SealRole } from '@hgsc/contracts';
import type { TestApp } from '../../../test/harness.ts';
import { createBuyer, createSellerWithProduct } from '../order/test-kit.ts';
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

/**
 * The two sides of the order-file tests: a buyer and a seller (one product, 100 in stock at ¥2500)
 * whose contract seals are approved, so their orders can be signed, and a stranger company.
 */
export async function sealedParties(t: TestApp) {
  const buyer = await createBuyer(t);
  const seller = await createSellerWithProduct(t, { stock: '100.0000', price: '2500.00' });
  const stranger = await createBuyer(t);
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  await approveSeal(t, seller.company, 'seller', seller.user.id);
  return { buyer, seller, stranger };
}
