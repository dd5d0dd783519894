import { SEAL_PURPOSE_TEXT, type SealRole, type SealUpdateBody } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { companies, lockCompany } from '../company/index.ts';
import { consumeSealCode } from './seal-codes.ts';
import { checkUploadedSealImage, discardSealImage, storeGeneratedSeal } from './seal-image-file.ts';
import { activeSeal, mainAccountOf, pendingSeal, recordSealHistory, refuseWhilePending } from './seal-repo.ts';
import { type CompanySealRow, companySeals } from './tables.ts';

/**
 * POST /company/{role}/seal/update: a new seal for the role, under review (0 审核中) until the
 * operator decides; the seal in force keeps signing meanwhile. Needs the keeper's code (newCode,
 * sent to `mobile`) and, when the company already has an approved seal of the role, the main
 * account's code (oldCode). Everything else is checked before the codes are spent; a wrong or
 * expired code is refused and counted by the platform rules. 409 while a change is under review.
 */
export async function updateSeal(
  ctx: AppContext,
  input: { companyId: number; userId: number; role: SealRole; body: SealUpdateBody },
): Promise<CompanySealRow> {
  const { companyId, userId, role, body } = input;
  await refuseWhilePending(ctx.db, companyId, role);
  const replacing = await activeSeal(ctx.db, companyId, role);
  if (replacing && !body.oldCode) throw invalidField('oldCode', 'seal.oldCodeRequired');
  if (body.source === 'uploaded' && body.imageKey) await checkUploadedSealImage(ctx, body.imageKey, userId);

  if (replacing && body.oldCode) {
    const main = await mainAccountOf(ctx.db, companyId);
    await consumeSealCode(ctx, { role, kind: 'old', mobile: main.mobile, code: body.oldCode });
  }
  await consumeSealCode(ctx, { role, kind: 'new', mobile: body.mobile, code: body.newCode });

  const [company] = await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const sealNumber = body.sealNumber ?? null;
  const generated = body.source === 'generated';
  const imageKey = generated
    ? await storeGeneratedSeal(ctx, {
        role,
        nameOnSeal: company.name,
        purposeText: SEAL_PURPOSE_TEXT[body.purpose],
        sealNumber,
        userId,
      })
    : (body.imageKey as string);
  try {
    return await ctx.db.transaction(async (tx) => {
      // Two updates racing past the first check meet here, one after the other.
      await lockCompany(tx, companyId);
      if (await pendingSeal(tx, companyId, role)) throw wrongState('seal.changePending');
      const [row] = await tx
        .insert(companySeals)
        .values({
          companyId,
          role,
          source: body.source,
          purpose: body.purpose,
          sealNumber,
          nameOnSeal: company.name,
          imageKey,
          holderMobile: body.mobile,
          submittedBy: userId,
        })
        .returning();
      if (!row) throw new Error('seal insert returned no row');
      await recordSealHistory(tx, row, 'submit', userId);
      return row;
    });
  } catch (error) {
    if (generated) await discardSealImage(ctx, imageKey);
    if (violatedUniqueConstraint(error) === 'company_seals_one_pending') throw wrongState('seal.changePending');
    throw error;
  }
}
