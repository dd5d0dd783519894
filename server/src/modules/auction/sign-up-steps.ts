import type { DepositPayBody, Language, SignUp, SignUpAction } from '@hgsc/contracts';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { ownUploads } from '../../platform/files/own-upload.ts';
import { type StepInput, takeStep } from '../../platform/flow/engine.ts';
import { type LockedSignUp, SIGN_UP_BINDING } from './bindings.ts';
import { readSignUp } from './sign-up-view.ts';

type Party = 'bidder' | 'owner';

async function companyStep(
  tx: Db,
  caller: Caller,
  party: Party,
  id: number,
  action: SignUpAction,
  lang: Language,
  step: Pick<StepInput<SignUpAction, Party, LockedSignUp>, 'changes' | 'detail' | 'attachments'> = {},
): Promise<SignUp> {
  await takeStep(tx, SIGN_UP_BINDING, {
    id,
    action,
    actor: { party, userId: caller.userId, companyId: caller.company.companyId },
    lang,
    ...step,
  });
  return readSignUp(tx, id, { companyId: caller.company.companyId, operator: false }, lang);
}

/** /csSignUp/approve: the owner admits the bidder; qualified at once when no deposit is asked. */
export const approveSignUp = (tx: Db, caller: Caller, id: number, lang: Language) =>
  companyStep(tx, caller, 'owner', id, 'approve', lang, { changes: { rejectReason: null } });

/** /csSignUp/reject: the owner refuses it, with the reason its bidder reads. */
export const rejectSignUp = (tx: Db, caller: Caller, id: number, reason: string, lang: Language) =>
  companyStep(tx, caller, 'owner', id, 'reject', lang, { changes: { rejectReason: reason }, detail: { reason } });

/** /csSignUp/withdraw: before bidding opens; a deposit declared or frozen goes back. */
export async function withdrawSignUp(tx: Db, caller: Caller, id: number, lang: Language): Promise<SignUp> {
  const row = await SIGN_UP_BINDING.lock(tx, id);
  const held = row?.deposit === 'declared' || row?.deposit === 'frozen';
  return companyStep(
    tx,
    caller,
    'bidder',
    id,
    'withdraw',
    lang,
    held ? { changes: { deposit: 'released', depositOutcome: 'withdrawn' } } : {},
  );
}

/** /csSignUp/deposit/pay: the bidder declares its transfer with the proof, for the operator to confirm. */
export async function payDeposit(tx: Db, caller: Caller, body: DepositPayBody, lang: Language): Promise<SignUp> {
  const keys = await ownUploads(tx, body.proofKeys, caller.userId, 'proofKeys');
  return companyStep(tx, caller, 'bidder', body.id, 'payDeposit', lang, {
    changes: { deposit: 'declared', depositProofKeys: keys, depositRemark: body.remark, depositRefuseReason: null },
    attachments: keys,
  });
}

const operatorStep = async (
  tx: Db,
  operatorId: number,
  id: number,
  action: SignUpAction,
  lang: Language,
  step: Pick<StepInput<SignUpAction, 'operator', LockedSignUp>, 'changes' | 'detail'>,
): Promise<SignUp> => {
  await takeStep(tx, SIGN_UP_BINDING, {
    id,
    action,
    actor: { party: 'operator', userId: operatorId, companyId: null },
    lang,
    ...step,
  });
  return readSignUp(tx, id, { companyId: null, operator: true }, lang);
};

/** /csSignUp/deposit/confirm: the operator saw the money arrive: frozen, and the bidder qualified. */
export const confirmDeposit = (tx: Db, operatorId: number, id: number, lang: Language) =>
  operatorStep(tx, operatorId, id, 'confirmDeposit', lang, { changes: { deposit: 'frozen' } });

/** /csSignUp/deposit/refuse: it did not arrive; the bidder reads why and may declare again. */
export const refuseDeposit = (tx: Db, operatorId: number, id: number, reason: string, lang: Language) =>
  operatorStep(tx, operatorId, id, 'refuseDeposit', lang, {
    changes: { deposit: 'refused', depositRefuseReason: reason },
    detail: { reason },
  });
