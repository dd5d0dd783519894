import { chinaDate, EXCHANGE_FLOW, type Exchange, exchangeStatusLabelKey, type Language, translate } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { type ReceiptCaller, type StorageSplit, storageSplitAt, transferReceipt } from '../warehouse-receipt/index.ts';
import { actorOf, EXCHANGE_BINDING, exchangeState, lockExchangeFor } from './bindings.ts';
import { readExchange } from './read-exchange.ts';
import type { ExchangeRow } from './tables.ts';

const wrongStatus = (row: ExchangeRow, lang: Language) =>
  wrongState('exchange.wrongStatus', { status: translate(exchangeStatusLabelKey(row.status), lang) });

/**
 * /wr/exchange/apply/premium/collect (signed): the side owed the premium — the counterparty when it is positive, the
 * applicant when negative — says the money arrived, which lets the keepers confirm.
 */
export async function collectPremium(tx: Db, caller: ReceiptCaller, id: number, lang: Language): Promise<Exchange> {
  const { row, sides } = await lockExchangeFor(tx, id, caller.companyId);
  const payee = (['applicant', 'counterparty'] as const).find(
    (side) => sides.includes(side) && EXCHANGE_FLOW.check(exchangeState(row), 'collectPremium', side).open,
  );
  if (!payee) throw wrongStatus(row, lang);
  await takeStep(tx, EXCHANGE_BINDING, { id, action: 'collectPremium', actor: actorOf(caller, payee), lang });
  return readExchange(tx, id, caller.companyId, lang);
}

const KEEPERS = ['sourceKeeper', 'targetKeeper'] as const;
const confirmedColumns = (side: (typeof KEEPERS)[number], userId: number, at: Date): Partial<ExchangeRow> =>
  side === 'sourceKeeper'
    ? { sourceConfirmedBy: userId, sourceConfirmedAt: at }
    : { targetConfirmedBy: userId, targetConfirmedAt: at };

/**
 * /wr/exchange/apply/confirm (keeper, signed): the keeper confirms the endorsement at its warehouse (a keeper of both
 * confirms both). The confirmation that completes the pair settles the swap in the same transaction: the applicant
 * holds the target part and the counterparty the source part, both locks released, each old holder bearing its
 * part's storage fee to today (付止日). The exchange row is locked first, then the receipts: a cancellation by the
 * operator, which locks the listing and then the exchange, waits for it or finds it settled.
 */
export async function confirmExchange(tx: Db, caller: ReceiptCaller, id: number, lang: Language): Promise<Exchange> {
  const { row, sides } = await lockExchangeFor(tx, id, caller.companyId);
  const mine = KEEPERS.filter((side) => sides.includes(side));
  const due = mine.filter((side) => EXCHANGE_FLOW.check(exchangeState(row), 'confirm', side).open);
  if (mine.length === 0) throw notFound('exchange.notFound');
  if (due.length === 0) {
    const refused = EXCHANGE_FLOW.check(exchangeState(row), 'confirm', mine[0] ?? 'sourceKeeper');
    throw !refused.open && refused.reason !== 'state' ? wrongState(refused.reason) : wrongStatus(row, lang);
  }
  const settles =
    (row.sourceConfirmedAt !== null || due.includes('sourceKeeper')) &&
    (row.targetConfirmedAt !== null || due.includes('targetKeeper'));
  const today = chinaDate();
  const splits = settles
    ? {
        source: await storageSplitAt(tx, row.sourceReceiptId, today),
        target: await storageSplitAt(tx, row.targetReceiptId, today),
      }
    : null;
  const now = new Date();
  let settled = row;
  for (const [index, side] of due.entries()) {
    const last = index === due.length - 1;
    settled = await takeStep(tx, EXCHANGE_BINDING, {
      id,
      action: 'confirm',
      actor: actorOf(caller, side),
      changes: {
        ...confirmedColumns(side, caller.userId, now),
        ...(last && splits
          ? { sourceStorageFee: splits.source.sellerFee, targetStorageFee: splits.target.sellerFee, feeSplitDate: today }
          : {}),
      },
      detail: last && splits ? { source: splits.source, target: splits.target } : {},
      lang,
    });
  }
  if (splits) await swapHolders(tx, settled, splits, lang);
  return readExchange(tx, id, caller.companyId, lang);
}

/** Each part goes to the other side, endorsed in the name of the keeper that confirmed it. */
async function swapHolders(tx: Db, row: ExchangeRow, splits: { source: StorageSplit; target: StorageSplit }, lang: Language) {
  if (row.sourceConfirmedBy === null || row.targetConfirmedBy === null)
    throw new Error(`exchange ${row.id} settles without both confirmations`);
  const deal = { exchangeNo: row.exchangeNo };
  await transferReceipt(tx, {
    id: row.sourceReceiptId,
    toCompanyId: row.counterpartyCompanyId,
    deal,
    split: splits.source,
    actor: { party: 'keeper', userId: row.sourceConfirmedBy, companyId: row.sourceKeeperCompanyId },
    lang,
  });
  await transferReceipt(tx, {
    id: row.targetReceiptId,
    toCompanyId: row.applicantCompanyId,
    deal,
    split: splits.target,
    actor: { party: 'keeper', userId: row.targetConfirmedBy, companyId: row.targetKeeperCompanyId },
    lang,
  });
}
