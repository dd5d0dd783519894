import type { Inquiry, Language } from '@hgsc/contracts';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { Db } from '../../../platform/db/client.ts';
import { takeStep } from '../../../platform/flow/engine.ts';
import { INQUIRY_BINDING } from './bindings.ts';
import { readInquiry } from './inquiry-view.ts';

/** /cs/quote/inquiry/cancel: the buyer withdraws an inquiry the seller has not answered. */
export async function cancelInquiry(tx: Db, caller: Caller, id: number, lang: Language): Promise<Inquiry> {
  const row = await takeStep(tx, INQUIRY_BINDING, {
    id,
    action: 'cancel',
    actor: { party: 'buyer', userId: caller.userId, companyId: caller.company.companyId },
    detail: {},
    lang,
  });
  return readInquiry(tx, row.id, caller.company.companyId, lang);
}

/** /cs/quote/inquiry/decline: the seller will not quote, and says why (the buyer reads it). */
export async function declineInquiry(tx: Db, caller: Caller, id: number, reason: string, lang: Language): Promise<Inquiry> {
  const row = await takeStep(tx, INQUIRY_BINDING, {
    id,
    action: 'decline',
    actor: { party: 'seller', userId: caller.userId, companyId: caller.company.companyId },
    changes: { declineReason: reason },
    detail: { reason },
    lang,
  });
  return readInquiry(tx, row.id, caller.company.companyId, lang);
}
