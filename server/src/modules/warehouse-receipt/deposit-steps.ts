import { chinaDate, type Deposit, type DepositReceiveBody, type Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { ownUpload } from '../../platform/files/own-upload.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { DEPOSIT_BINDING } from './bindings.ts';
import type { ReceiptCaller } from './caller.ts';
import { depositForCompany, toDeposit } from './deposit-view.ts';

const PDF = ['application/pdf'] as const;

const actor = (caller: ReceiptCaller, party: 'applicant' | 'keeper') => ({
  party,
  userId: caller.userId,
  companyId: caller.companyId,
  ip: caller.ip,
});

const answer = async (tx: Db, id: number, caller: ReceiptCaller, lang: Language) =>
  toDeposit(await depositForCompany(tx, id, caller.companyId), caller.companyId, lang);

/**
 * /wr/deposit/receive: the keeper records what came in — the weighbridge's quantity, the pieces counted, the day, and
 * the QC report (its SHA-256 kept as the receipt's evidence of quality). Only the warehouse's keeper: another answers
 * 404; a deposit no longer waiting answers 409 naming its status.
 */
export async function receiveDeposit(tx: Db, caller: ReceiptCaller, body: DepositReceiveBody, lang: Language): Promise<Deposit> {
  if (body.arrivalDate > chinaDate()) throw invalidField('arrivalDate', 'deposit.arrivalFuture');
  const report = await ownUpload(tx, { key: body.qcReportKey, userId: caller.userId, encrypted: true, mimes: PDF });
  if (!report) throw invalidField('qcReportKey', 'deposit.qcReportInvalid');
  await takeStep(tx, DEPOSIT_BINDING, {
    id: body.id,
    action: 'receive',
    actor: actor(caller, 'keeper'),
    changes: {
      actualQty: body.actualQty,
      actualPieces: body.actualPieces,
      arrivalDate: body.arrivalDate,
      quality: body.quality,
      qcReportKey: report.key,
      qcReportHash: report.sha256,
      ...(body.remark ? { remark: body.remark } : {}),
    },
    detail: {
      actualQty: body.actualQty,
      actualPieces: body.actualPieces,
      arrivalDate: body.arrivalDate,
      qcReportSha256: report.sha256,
    },
    attachments: [report.key],
    lang,
  });
  return answer(tx, body.id, caller, lang);
}

/** /wr/deposit/refuse: the keeper turns the goods away, saying why. */
export async function refuseDeposit(tx: Db, caller: ReceiptCaller, body: { id: number; reason: string }, lang: Language) {
  await takeStep(tx, DEPOSIT_BINDING, {
    id: body.id,
    action: 'refuse',
    actor: actor(caller, 'keeper'),
    changes: { refuseReason: body.reason },
    detail: { reason: body.reason },
    lang,
  });
  return answer(tx, body.id, caller, lang);
}

/** /wr/warehouse/receipt/revocation: the applicant withdraws while nothing was received. */
export async function withdrawDeposit(tx: Db, caller: ReceiptCaller, id: number, lang: Language) {
  await takeStep(tx, DEPOSIT_BINDING, { id, action: 'withdraw', actor: actor(caller, 'applicant'), lang });
  return answer(tx, id, caller, lang);
}
