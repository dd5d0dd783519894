import {
  type ContractAccessory,
  contractAccessoryKindLabelKey,
  FINAL_ORDER_STATUSES,
  type Language,
  type OrderStatus,
  translate,
} from '@hgsc/contracts';
import { inArray } from 'drizzle-orm';
import { type CompanyAccess, hasPermission } from '../../../../platform/auth/plugin.ts';
import type { Db } from '../../../../platform/db/client.ts';
import { readTogether } from '../../../../platform/db/read-together.ts';
import { companies } from '../../../company/index.ts';
import { contracts } from '../../../contract/index.ts';
import type { TradeParty } from '../../order-access.ts';
import { filesAndPeople, storedFileFacts } from '../../order-files/order-file-views.ts';
import type { OrderRow } from '../../tables.ts';
import type { ContractAccessoryRow } from './tables.ts';

/** Who looks at an order's attachments: their side, their company's grants, their language. */
export interface AccessoryViewer {
  party: TradeParty;
  access: CompanyAccess;
  lang: Language;
}

/** Attachments are added and removed only while the order runs, by someone who may sign contracts. */
export const mayChangeAccessories = (order: Pick<OrderRow, 'status'>, access: CompanyAccess) =>
  !FINAL_ORDER_STATUSES.includes(order.status as OrderStatus) && hasPermission(access, 'contract.sign');

/** Attachments as `viewer` sees them, with their files, companies, uploaders and contract numbers (one query each). */
export async function accessoryViews(
  db: Db,
  order: OrderRow,
  rows: readonly ContractAccessoryRow[],
  viewer: AccessoryViewer,
): Promise<ContractAccessory[]> {
  if (rows.length === 0) return [];
  const contractIds = [...new Set(rows.map((r) => r.contractId).filter((id): id is number => id !== null))];
  const [{ fileOf, nameOf }, names, numbered] = await readTogether(db, [
    () =>
      filesAndPeople(
        db,
        rows.map((r) => r.fileKey),
        rows.map((r) => r.uploadedBy),
      ),
    () =>
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, [...new Set(rows.map((r) => r.companyId))])),
    () =>
      contractIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: contracts.id, contractNo: contracts.contractNo })
            .from(contracts)
            .where(inArray(contracts.id, contractIds)),
  ]);
  const companyName = new Map(names.map((c) => [c.id, c.name]));
  const contractNo = new Map(numbered.map((c) => [c.id, c.contractNo]));
  const changeable = mayChangeAccessories(order, viewer.access);
  return rows.map((row) => {
    const file = fileOf.get(row.fileKey);
    return {
      id: row.id,
      orderId: row.subjectId,
      contractNo: row.contractId === null ? null : (contractNo.get(row.contractId) ?? null),
      kind: row.kind,
      kindLabel: translate(contractAccessoryKindLabelKey(row.kind), viewer.lang),
      name: row.name,
      ...storedFileFacts(row.fileKey, file, ''),
      mime: file?.mime ?? 'application/octet-stream',
      ext: file?.ext ?? '',
      party: row.party,
      companyName: companyName.get(row.companyId) ?? '',
      uploaderName: nameOf.get(row.uploadedBy) ?? '',
      createdAt: row.createdAt.toISOString(),
      canDelete: changeable && row.party === viewer.party,
    };
  });
}
