import { type Language, translate } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { CompanyRow } from './tables.ts';

/** The last digits of an account number, as a bank's own messages show it. */
const TAIL_DIGITS = 4;

/**
 * Tells the main account by SMS where buyers now pay the company (or that its account was cleared): a session
 * someone else took over could redirect the payments, and the owner should hear of it at once. The change is
 * already stored: a provider that fails goes to the error log, not back to the caller as a failed update.
 */
export async function notifyReceivingAccountChange(ctx: AppContext, mobile: string, company: CompanyRow, lang: Language) {
  const content = company.bankAccount
    ? translate('company.bankChangedSms', lang, {
        company: company.name,
        bank: company.bankName ?? '',
        tail: company.bankAccount.replace(/\D/g, '').slice(-TAIL_DIGITS),
      })
    : translate('company.bankClearedSms', lang, { company: company.name });
  try {
    await ctx.sms.send({ mobile, purpose: 'receiving_account', content });
  } catch (error) {
    // In the operator's error log, as a failed request's error would be.
    const failure = error instanceof Error ? error : new Error(String(error));
    ctx.logs.addError({
      message: `receiving account notice to ${mobile} not sent: ${failure.message}`,
      stack: failure.stack ?? null,
      createdAt: new Date(),
    });
  }
}
