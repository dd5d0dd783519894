import { type AuctionDirection, auctionDealStatusLabelKey, translate } from '@hgsc/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { takeStep } from '../../platform/flow/engine.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { forbidden, notFound, wrongState } from '../../platform/http/app-error.ts';
import { contractLabels, renderSalesContractPdf, SALES_CONTRACT_TEMPLATE } from '../../platform/pdf/index.ts';
import { companyMembers, companyParties } from '../company/index.ts';
import { type ContractKind, type ContractStepDone, printedSignatureOf, registerContractKind } from '../contract/index.ts';
import { SIGN_UP_BINDING } from './bindings.ts';
import { auctionDeals, auctionSignUps, auctions, type DealRow } from './tables.ts';

/** A contract step of a deal in the node operation log: the other side is told from it (notify.ts). */
function recordDealStep(
  tx: Parameters<ContractKind['load']>[0],
  step: ContractStepDone<AuctionDealSubject, Party>,
  action: 'generate' | 'sign' | 'complete',
  toState: DealRow['status'],
) {
  return recordNodeOperation(tx, {
    bizType: 'auctionDeal',
    bizId: step.subject.id,
    node: auctionDealStatusLabelKey(toState),
    action,
    actorRole: companyOfParty(step.subject, step.party) === step.subject.ownerCompanyId ? 'owner' : 'winner',
    actorUserId: step.caller.userId,
    companyId: step.caller.company.companyId,
    fromState: step.subject.status,
    toState,
    detail: { contractNo: step.contract.contractNo, party: step.party },
  });
}

/** A deal as its contract reads it: the deal, its auction's number and title, and who sells. */
export type AuctionDealSubject = DealRow & {
  auctionNo: string;
  auctionTitle: string;
  direction: AuctionDirection;
  deliveryPlace: string | null;
};
type Party = 'seller' | 'buyer';

const TITLE = translate('auction.deal.contractTitle', 'zh');

/** The owner sells in a forward auction and buys in a reverse one; the winner is the other side. */
export const sellerIsOwner = (deal: Pick<AuctionDealSubject, 'direction'>) => deal.direction === 'sell';
const companyOfParty = (deal: AuctionDealSubject, party: Party) =>
  (party === 'seller') === sellerIsOwner(deal) ? deal.ownerCompanyId : deal.winnerCompanyId;

async function loadDeal(db: Parameters<ContractKind['load']>[0], id: number, lock = false) {
  const query = db
    .select({
      deal: auctionDeals,
      auctionNo: auctions.auctionNo,
      auctionTitle: auctions.title,
      direction: sql<AuctionDirection>`${auctions.rules} ->> 'direction'`,
      deliveryPlace: auctions.deliveryPlace,
    })
    .from(auctionDeals)
    .innerJoin(auctions, eq(auctions.id, auctionDeals.auctionId))
    .where(eq(auctionDeals.id, id));
  const [found] = lock ? await query.for('update', { of: auctionDeals }) : await query;
  return (
    found && {
      ...found.deal,
      auctionNo: found.auctionNo,
      auctionTitle: found.auctionTitle,
      direction: found.direction,
      deliveryPlace: found.deliveryPlace,
    }
  );
}

const refuse = (deal: AuctionDealSubject) =>
  wrongState('auction.deal.wrongStatus', { status: translate(auctionDealStatusLabelKey(deal.status), 'zh') });

/**
 * The award's contract (竞价成交合同) as a kind of the contract engine: its subject a deal (one winner's lots of one
 * auction), its sides the seller and the buyer (the owner and the winner, by the auction's direction). The owner draws
 * it up while the deal waits for it; both sign while it is being signed; signed by both, the deal is signed and the
 * winner's deposit goes back. Drawn as the sales contract is, with the lots, prices and amounts the award gave.
 */
export const auctionDealContract: ContractKind<AuctionDealSubject, Party> = registerContractKind<AuctionDealSubject, Party>({
  name: 'auctionDeal',
  signers: ['seller', 'buyer'],
  async subjectFor(db, id, caller, use, { lock = false } = {}) {
    const deal = await loadDeal(db, id, lock);
    const companyId = caller.company.companyId;
    if (!deal || (deal.ownerCompanyId !== companyId && deal.winnerCompanyId !== companyId))
      throw notFound('auction.deal.notFound');
    if (!caller.company.isMain && !caller.company.permissions.includes(use)) throw forbidden('permission.denied');
    const ownerSide: Party = sellerIsOwner(deal) ? 'seller' : 'buyer';
    return { subject: deal, party: deal.ownerCompanyId === companyId ? ownerSide : ownerSide === 'seller' ? 'buyer' : 'seller' };
  },
  load: (db, id) => loadDeal(db, id),
  idOf: (deal) => deal.id,
  companyOf: companyOfParty,
  notFoundKey: 'auction.deal.notFound',
  async readableBy(db, id, userId) {
    const rows = await db
      .select({ id: auctionDeals.id })
      .from(auctionDeals)
      .innerJoin(
        companyMembers,
        and(
          eq(companyMembers.userId, userId),
          eq(companyMembers.status, 1),
          or(
            eq(companyMembers.companyId, auctionDeals.ownerCompanyId),
            eq(companyMembers.companyId, auctionDeals.winnerCompanyId),
          ),
        ),
      )
      .where(eq(auctionDeals.id, id));
    return rows.length > 0;
  },
  refusal(deal, step, party) {
    if (step === 'generate') {
      if (deal.status !== 'awaiting') return refuse(deal);
      return companyOfParty(deal, party) === deal.ownerCompanyId ? null : forbidden('auction.deal.ownerDraws');
    }
    return deal.status === 'signing' ? null : refuse(deal);
  },
  async lockUnchanged(tx, drawnFrom) {
    const now = await loadDeal(tx, drawnFrom.id, true);
    if (!now || now.status !== drawnFrom.status || now.updatedAt.getTime() !== drawnFrom.updatedAt.getTime())
      throw wrongState('contract.changedMeanwhile');
  },
  contractNo: (deal, version) => `JH${deal.dealNo.replace(/\D/g, '')}-${version}`,
  template: async () => ({ templateId: null, name: TITLE, content: SALES_CONTRACT_TEMPLATE }),
  parties: (db, deal) =>
    companyParties(db, { sellerCompanyId: companyOfParty(deal, 'seller'), buyerCompanyId: companyOfParty(deal, 'buyer') }),
  async render(db, deal, contract, signatures, evidencePage) {
    const parties =
      (contract.parties as Awaited<ReturnType<typeof companyParties>> | null | undefined) ??
      (await companyParties(db, {
        sellerCompanyId: companyOfParty(deal, 'seller'),
        buyerCompanyId: companyOfParty(deal, 'buyer'),
      }));
    return renderSalesContractPdf({
      language: 'zh',
      title: TITLE,
      contractNo: contract.contractNo,
      orderNo: deal.dealNo,
      signPlace: parties.seller.address,
      generatedAt: contract.generatedAt,
      seller: parties.seller,
      buyer: parties.buyer,
      items: deal.lines.map((line) => ({
        productName: line.productName,
        casNumber: '—',
        grade: line.spec ?? '—',
        packaging: '—',
        unit: line.unit,
        quantity: line.quantity,
        unitPrice: line.price,
        amount: line.amount,
      })),
      totalAmount: deal.amount,
      delivery: {
        mode: '按竞价公告约定',
        place: deal.deliveryPlace ?? '按竞价公告约定',
        period: '合同生效后按竞价公告约定',
        buyerRemark: null,
      },
      payment: { dueDays: 3 },
      sellerSignature: printedSignatureOf(signatures.find((s) => s.party === 'seller')),
      buyerSignature: printedSignatureOf(signatures.find((s) => s.party === 'buyer')),
      template: contract.templateContent ?? SALES_CONTRACT_TEMPLATE,
      evidencePage,
    });
  },
  language: () => 'zh',
  partyLabel: (party, language) => contractLabels(language).parties[party],
  sealRole: (party) => party,
  async subjectNumbers(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: auctionDeals.id, no: auctionDeals.dealNo })
      .from(auctionDeals)
      .where(inArray(auctionDeals.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.no]));
  },
  async generated(tx, step) {
    await tx.update(auctionDeals).set({ status: 'signing', updatedAt: new Date() }).where(eq(auctionDeals.id, step.subject.id));
    await recordDealStep(tx, step, 'generate', 'signing');
  },
  async signed(tx, step) {
    await tx
      .update(auctionDeals)
      .set({ status: step.complete ? 'signed' : 'signing', updatedAt: new Date() })
      .where(eq(auctionDeals.id, step.subject.id));
    await recordDealStep(tx, step, step.complete ? 'complete' : 'sign', step.complete ? 'signed' : 'signing');
    if (!step.complete) return;
    // Signed by both: the winner's deposit, kept for the contract, goes back.
    const [signUp] = await tx
      .select({ id: auctionSignUps.id })
      .from(auctionSignUps)
      .where(
        and(
          eq(auctionSignUps.auctionId, step.subject.auctionId),
          eq(auctionSignUps.companyId, step.subject.winnerCompanyId),
          inArray(auctionSignUps.deposit, ['declared', 'frozen']),
        ),
      );
    if (signUp)
      await takeStep(tx, SIGN_UP_BINDING, {
        id: signUp.id,
        action: 'release',
        actor: { party: 'system', userId: null, companyId: null },
        changes: { deposit: 'released', depositOutcome: 'contractSigned' },
        detail: { reason: 'contractSigned', contractNo: step.contract.contractNo },
      });
  },
  async cancelled(tx, step) {
    await tx.update(auctionDeals).set({ status: 'awaiting', updatedAt: new Date() }).where(eq(auctionDeals.id, step.subject.id));
  },
});
