import { type Language, translate } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../user/index.ts';
import { maskMobile } from '../user/index.ts';
import type { CompanyRow } from './tables.ts';

/** The last digits of an account number, as a bank's own messages show it. */
const TAIL_DIGITS = 4;
/** Notices a company's main account receives an hour at most: an SMS costs money, and changing back and forth is one story. */
export const ACCOUNT_NOTICES_PER_HOUR = 10;

/**
 * Tells the main account by SMS where the company is now paid (or that its account was cleared): a session someone
 * else took over could redirect buyers' payments, and the owner should hear of it at once. The change is already
 * stored: a notice not sent (the gateway failed, or the hour's notices are spent) goes to the operator's error log
 * instead of back to the caller as a failed update.
 */
export async function notifyReceivingAccountChange(ctx: AppContext, mainAccount: UserRow, company: CompanyRow, lang: Language) {
  const content = company.bankAccount
    ? translate('company.bankChangedSmsContent', lang, {
        company: company.name,
        bank: company.bankName ?? '',
        tail: company.bankAccount.replace(/\D/g, '').slice(-TAIL_DIGITS),
      })
    : translate('company.bankClearedSmsContent', lang, { company: company.name });
  const notSent = (reason: string, stack: string | null = null) =>
    ctx.logs.addError({
      message: `receiving account notice of company ${company.id} to ${maskMobile(mainAccount.mobile)} not sent: ${reason}`,
      stack,
      userId: mainAccount.id,
      createdAt: new Date(),
    });
  try {
    const sent = await ctx.limiter.hit(`receiving-account-sms:${company.id}`, 3600);
    if (sent.count > ACCOUNT_NOTICES_PER_HOUR) return notSent(`more than ${ACCOUNT_NOTICES_PER_HOUR} an hour`);
    await ctx.sms.send({ mobile: mainAccount.mobile, purpose: 'receiving_account', content });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    notSent(failure.message, failure.stack ?? null);
  }
}
