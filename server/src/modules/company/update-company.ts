import {
  AUDIT_STATUS,
  COMPANY_CONTACT_FIELDS,
  COMPANY_OPTIONAL_FIELDS,
  type CompanyAuditAction,
  type CompanyField,
  type CompanyUpdateInput,
  companyFieldLabelKey,
  type Language,
  translate,
} from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, forbidden, wrongState } from '../../platform/http/app-error.ts';
import {
  checkCreditCodeFree,
  checkLicenseFile,
  checkReceivingAccount,
  checkRegion,
  rethrowCreditCodeRace,
} from './application-checks.ts';
import { companyForCall } from './membership.ts';
import { notifyReceivingAccountChange } from './notify-receiving-account.ts';
import { type CompanyRow, companies } from './tables.ts';
import { auditStatusLabel, writeHistory } from './view.ts';

const CONTACT = new Set<CompanyField>(COMPANY_CONTACT_FIELDS);
const OPTIONAL = new Set<CompanyField>(COMPANY_OPTIONAL_FIELDS);

/**
 * POST /company/update. 审核未通过 → the corrected application goes back under review ('resubmit');
 * 审核中 → the application is edited ('update'); 审核通过 → only the contact, the receiving account and
 * the introduction may change, a certified field answers 409 naming it. Every change is a history row. The
 * receiving account is the main account's to change, bank and number together, and each change of it is told to
 * the main account by SMS, in every state (a session taken over could set it before the operator approves).
 */
export async function updateCompany(ctx: AppContext, auth: Auth, input: CompanyUpdateInput, lang: Language) {
  const { id, ...fields } = input;
  const { company, member } = await companyForCall(ctx.db, auth, id, 'company.info');

  const changes: Partial<Record<CompanyField, string | null>> = {};
  for (const [field, value] of Object.entries(fields) as [CompanyField, string | undefined][]) {
    if (value === undefined) continue;
    const next = OPTIONAL.has(field) ? value || null : value;
    if (next !== company[field]) changes[field] = next;
  }

  const accountChanged = changes.bankName !== undefined || changes.bankAccount !== undefined;
  // Where buyers pay is the main account's to say: a sub-account holding company.info cannot redirect the payments.
  if (accountChanged && !member.isMain) throw forbidden('company.bankMainOnly');

  if (company.auditStatus === AUDIT_STATUS.APPROVED) {
    const locked = (Object.keys(changes) as CompanyField[]).filter((f) => !CONTACT.has(f));
    if (locked.length) {
      throw new AppError('WRONG_STATE', 'company.certifiedFieldsLocked', {
        status: auditStatusLabel(company.auditStatus, lang),
        fields: locked.map((f) => translate(companyFieldLabelKey(f), lang)).join(lang === 'zh' ? '、' : ', '),
      });
    }
  }

  const merged = { ...company, ...changes } as CompanyRow;
  if (changes.provinceCode || changes.cityCode || changes.areaCode) checkRegion(merged);
  if (accountChanged) checkReceivingAccount(merged);
  if (changes.licenseFileKey) await checkLicenseFile(ctx.db, merged.licenseFileKey, auth.user.id);
  const resubmit = company.auditStatus === AUDIT_STATUS.REJECTED;
  // A rejected application does not hold its credit code; going back under review claims it again.
  if (changes.creditCode || resubmit) await checkCreditCodeFree(ctx.db, merged.creditCode, company.id);

  const action: CompanyAuditAction = resubmit ? 'resubmit' : 'update';
  // Nothing to change and nothing to resubmit: no new history row.
  if (!resubmit && !Object.keys(changes).length) return { company, action, changed: [] as string[] };
  const now = new Date();
  const updated = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(companies)
        .set({
          ...(changes as Partial<CompanyRow>),
          updatedAt: now,
          ...(resubmit
            ? { auditStatus: AUDIT_STATUS.PENDING, auditReason: null, auditedAt: null, auditedBy: null, submittedAt: now }
            : {}),
        })
        // The operator may have audited it meanwhile: act only on the state this call was checked against.
        .where(and(eq(companies.id, company.id), eq(companies.auditStatus, company.auditStatus)))
        .returning();
      if (!row) throw wrongState();
      await writeHistory(tx, row, action, auth.user.id);
      return row;
    })
    .catch(rethrowCreditCodeRace);
  if (accountChanged) await notifyReceivingAccountChange(ctx, auth.user, updated, lang);
  return { company: updated, action, changed: Object.keys(changes) };
}
