import { type ContractEvidenceList, contractEvidenceEventLabelKey, type Language, translate } from '@hgsc/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { companies } from '../../company/index.ts';
import { contracts, verifyEvidenceChain } from '../../contract/index.ts';
import { users } from '../../user/index.ts';
import { type OrderCaller, orderForCaller, partyOf } from '../order-access.ts';
import { orderSubject } from './order-subject.ts';

/**
 * POST /order/contract/evidence/list {id: order id}: the order's contract evidence trail, oldest
 * first, with the chain check — for the two parties only (another company → 404, a sub-account
 * without contract.view → 403).
 */
export async function listEvidence(db: Db, caller: OrderCaller, id: number, lang: Language): Promise<ContractEvidenceList> {
  const { order } = await orderForCaller(db, id, caller, { permissionFor: () => 'contract.view' });
  const check = await verifyEvidenceChain(db, orderSubject(order.id));
  const ids = (pick: (e: (typeof check.entries)[number]) => number | null) => [
    ...new Set(check.entries.map(pick).filter((v): v is number => v !== null)),
  ];
  const companyIds = ids((e) => e.companyId);
  const userIds = ids((e) => e.actorUserId);
  const contractIds = ids((e) => e.contractId);
  const companyNames = new Map(
    companyIds.length
      ? (
          await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds))
        ).map((c) => [c.id, c.name])
      : [],
  );
  const userNames = new Map(
    userIds.length
      ? (
          await db
            .select({ id: users.id, name: users.name, userName: users.userName })
            .from(users)
            .where(inArray(users.id, userIds))
        ).map((u) => [u.id, u.name || u.userName])
      : [],
  );
  const contractNos = new Map(
    contractIds.length
      ? (
          await db
            .select({ id: contracts.id, contractNo: contracts.contractNo })
            .from(contracts)
            .where(inArray(contracts.id, contractIds))
        ).map((c) => [c.id, c.contractNo])
      : [],
  );
  return {
    entries: check.entries.map((e) => ({
      seq: e.seq,
      event: e.event,
      eventLabel: translate(contractEvidenceEventLabelKey(e.event), lang),
      contractNo: e.contractId === null ? null : (contractNos.get(e.contractId) ?? null),
      party: e.companyId === null ? null : (partyOf(order, e.companyId) ?? null),
      companyName: e.companyId === null ? null : (companyNames.get(e.companyId) ?? null),
      actorName: e.actorUserId === null ? null : (userNames.get(e.actorUserId) ?? null),
      ip: e.ip,
      detail: e.detail,
      at: e.at.toISOString(),
      prevHash: e.prevHash,
      hash: e.hash,
    })),
    intact: check.intact,
    brokenAt: check.brokenAt,
    message: check.intact
      ? translate('evidence.chainIntact', lang)
      : translate('evidence.chainBroken', lang, { seq: check.brokenAt ?? 0 }),
    headHash: check.headHash,
  };
}
