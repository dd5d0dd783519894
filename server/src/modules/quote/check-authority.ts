import {
  AUDIT_STATUS,
  type Language,
  QUOTE_FLOW,
  type QuoteAuthority,
  type QuoteAuthorityQuery,
  translate,
} from '@hgsc/contracts';
import type { Caller } from '../../platform/auth/caller.ts';
import { hasPermission } from '../../platform/auth/plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { quoteState } from './bindings.ts';
import { requireBuyerLicence } from './quote-authority.ts';
import { quoteWithNamesById, sidesOfFound } from './quote-view.ts';
import { quotableGoods } from './save-quote.ts';

const refused = (error: unknown, lang: Language): string => {
  if (error instanceof AppError) return translate(error.messageKey, lang, error.params);
  throw error;
};

/**
 * /cs/quote/is/authority: asked before a form opens, so a company is told why it cannot act instead of failing at
 * the end. Of a product: may the company quote it (certified, its own product on sale, licensed for a dangerous
 * good); of a receipt: its own, free to trade, under the receipt agreement. Of a quote: may it read it, and select it now (a buyer's side, offered and valid, licensed).
 */
export async function checkQuoteAuthority(
  db: Db,
  caller: Caller,
  query: QuoteAuthorityQuery,
  lang: Language,
): Promise<QuoteAuthority> {
  const companyId = caller.company.companyId;
  const certified = caller.company.auditStatus === AUDIT_STATUS.APPROVED;
  if (query.productId !== undefined || query.receiptId !== undefined) {
    if (!certified) return { allowed: false, reason: translate('company.notApproved', lang), canSelect: false };
    try {
      await quotableGoods(db, caller, query, lang);
      return { allowed: true, reason: null, canSelect: false };
    } catch (error) {
      return { allowed: false, reason: refused(error, lang), canSelect: false };
    }
  }
  const found = await quoteWithNamesById(db, query.quoteId as number);
  const [side] = found ? sidesOfFound(found, companyId) : [];
  const row = found?.row;
  if (!row || !side) return { allowed: false, reason: translate('quote.notFound', lang), canSelect: false };
  if (side === 'supplier') return { allowed: true, reason: null, canSelect: false };
  const check = QUOTE_FLOW.check(quoteState(row), 'select', side);
  if (!check.open) {
    const reason = check.reason === 'state' ? 'quote.wrongStatus' : check.reason;
    return {
      allowed: true,
      reason: translate(reason, lang, { status: translate(QUOTE_FLOW.stateLabel(row.status), lang) }),
      canSelect: false,
    };
  }
  if (!certified) return { allowed: true, reason: translate('company.notApproved', lang), canSelect: false };
  if (!hasPermission(caller.company, 'buy.order'))
    return { allowed: true, reason: translate('permission.denied', lang), canSelect: false };
  try {
    await requireBuyerLicence(db, companyId, row.terms);
    return { allowed: true, reason: null, canSelect: true };
  } catch (error) {
    return { allowed: true, reason: refused(error, lang), canSelect: false };
  }
}
