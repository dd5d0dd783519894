import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { slot } from '../../platform/modules/slot.ts';

/** The agreement versions a registration form sends; a type left out is not accepted. */
export interface SentTerms {
  userAgreementVersion?: number | undefined;
  privacyVersion?: number | undefined;
}

/** What the new account has accepted, kept on it. */
export interface AcceptedTerms {
  userAgreementVersion: number;
  privacyVersion: number;
}

/** The terms a new account accepts. The agreement module supplies them: agreements stand on accounts. */
export interface RegistrationTerms {
  /** Refuses versions that are no longer current, before the SMS code is spent. */
  accept(ctx: AppContext, sent: SentTerms): Promise<AcceptedTerms>;
  /** Records the consent with the new account, in its transaction. */
  record(tx: Db, userId: number, accepted: AcceptedTerms, ip: string | null): Promise<void>;
}

// Without an agreement module an account is registered having accepted nothing.
export const registrationTerms = slot<RegistrationTerms>('registrationTerms', {
  accept: async () => ({ userAgreementVersion: 0, privacyVersion: 0 }),
  record: async () => {},
});
