import { AUDIT_STATUS, type CertificationInput, type Language } from '@hgsc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError, forbidden } from '../../platform/http/app-error.ts';
import { type UserRow, users } from '../user/index.ts';
import {
  checkCreditCodeFree,
  checkLicenseFile,
  checkReceivingAccount,
  checkRegion,
  rethrowCreditCodeRace,
} from './application-checks.ts';
import { companies, companyMembers } from './tables.ts';
import { auditStatusLabel, writeHistory } from './view.ts';

/**
 * POST /company/certification: the caller applies for a company. The company is created under
 * review (审核中), the caller becomes its main account and acts for it from now on, and the
 * application is the first row of its history. One open (审核中 or 审核未通过) application per user.
 */
export async function certify(tx: Db, user: UserRow, input: CertificationInput, lang: Language) {
  if (user.ownerCompanyId) throw forbidden('company.subAccountCannotCertify');
  checkRegion(input);
  checkReceivingAccount(input);
  await checkLicenseFile(tx, input.licenseFileKey, user.id);
  // Locking the applicant serialises their applications: two parallel submits cannot both find none open.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
  const [open] = await tx
    .select({ auditStatus: companies.auditStatus })
    .from(companies)
    .where(and(eq(companies.ownerUserId, user.id), inArray(companies.auditStatus, [AUDIT_STATUS.PENDING, AUDIT_STATUS.REJECTED])))
    .limit(1);
  if (open) throw new AppError('WRONG_STATE', 'company.applicationOpen', { status: auditStatusLabel(open.auditStatus, lang) });
  await checkCreditCodeFree(tx, input.creditCode);
  const [company] = await tx
    .insert(companies)
    .values({
      name: input.name,
      creditCode: input.creditCode,
      legalPerson: input.legalPerson,
      registeredAddress: input.registeredAddress,
      provinceCode: input.provinceCode,
      cityCode: input.cityCode,
      areaCode: input.areaCode,
      contactName: input.contactName,
      contactMobile: input.contactMobile,
      bankName: input.bankName || null,
      bankAccount: input.bankAccount || null,
      licenseFileKey: input.licenseFileKey,
      intro: input.intro || null,
      auditStatus: AUDIT_STATUS.PENDING,
      ownerUserId: user.id,
    })
    .returning()
    // Another application took the credit code between the check and the insert.
    .catch(rethrowCreditCodeRace);
  if (!company) throw new Error('company not created');
  await tx.insert(companyMembers).values({ companyId: company.id, userId: user.id, isMain: true });
  await tx.update(users).set({ activeCompanyId: company.id, updatedAt: new Date() }).where(eq(users.id, user.id));
  await writeHistory(tx, company, 'submit', user.id);
  return company;
}
