import {
  type ContractAccessory,
  contractAccessoryKindLabelKey,
  FINAL_ORDER_STATUSES,
  type Language,
  type OrderStatus,
  translate,
} from '@hgsc/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { type CompanyAccess, hasPermission } from '../../../platform/auth/plugin.ts';
import type { Db } from '../../../platform/db/client.ts';
import { fileUrl } from '../../../platform/files/store-upload.ts';
import { storedFiles } from '../../../platform/files/tables.ts';
import { companies } from '../../company/tables.ts';
import type { TradeParty } from '../../order/order-access.ts';
import type { OrderRow } from '../../order/tables.ts';
import { users } from '../../user/tables.ts';
import { orderContracts } from '../tables.ts';
import { type ContractAccessoryRow, contractAccessories } from './tables.ts';

/** Who looks at an order's attachments: their side, their company's grants, their language. */
export interface AccessoryViewer {
  party: TradeParty;
  access: CompanyAccess;
  lang: Language;
}

/** Attachments are added and removed only while the order runs, by someone who may sign contracts. */
export const mayChangeAccessories = (order: Pick<OrderRow, 'status'>, access: CompanyAccess) =>
  !FINAL_ORDER_STATUSES.includes(order.status as OrderStatus) && hasPermission(access, 'contract.sign');

/** The order's attachments still attached, oldest first. */
export function attachedRows(db: Db, orderId: number) {
  return db
    .select()
    .from(contractAccessories)
    .where(and(eq(contractAccessories.orderId, orderId), isNull(contractAccessories.removedAt)))
    .orderBy(asc(contractAccessories.id));
}

/** Attachments as `viewer` sees them, with their files, companies, uploaders and contract numbers (one query each). */
export async function accessoryViews(
  db: Db,
  order: OrderRow,
  rows: readonly ContractAccessoryRow[],
  viewer: AccessoryViewer,
): Promise<ContractAccessory[]> {
  if (rows.length === 0) return [];
  const contractIds = [...new Set(rows.map((r) => r.contractId).filter((id): id is number => id !== null))];
  const [files, names, uploaders, contracts] = await Promise.all([
    db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.key, [...new Set(rows.map((r) => r.fileKey))])),
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, [...new Set(rows.map((r) => r.companyId))])),
    db
      .select({ id: users.id, name: users.name, userName: users.userName })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.uploadedBy))])),
    contractIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: orderContracts.id, contractNo: orderContracts.contractNo })
          .from(orderContracts)
          .where(inArray(orderContracts.id, contractIds)),
  ]);
  const fileOf = new Map(files.map((f) => [f.key, f]));
  const companyName = new Map(names.map((c) => [c.id, c.name]));
  const uploaderName = new Map(uploaders.map((u) => [u.id, u.name || u.userName]));
  const contractNo = new Map(contracts.map((c) => [c.id, c.contractNo]));
  const changeable = mayChangeAccessories(order, viewer.access);
  return rows.map((row) => {
    const file = fileOf.get(row.fileKey);
    return {
      id: row.id,
      orderId: row.orderId,
      contractNo: row.contractId === null ? null : (contractNo.get(row.contractId) ?? null),
      kind: row.kind,
      kindLabel: translate(contractAccessoryKindLabelKey(row.kind), viewer.lang),
      name: row.name,
      fileKey: row.fileKey,
      mime: file?.mime ?? 'application/octet-stream',
      ext: file?.ext ?? '',
      size: file?.size ?? 0,
      sha256: file?.sha256 ?? '',
      url: fileUrl(row.fileKey, file?.ext ?? '', true),
      party: row.party,
      companyName: companyName.get(row.companyId) ?? '',
      uploaderName: uploaderName.get(row.uploadedBy) ?? '',
      createdAt: row.createdAt.toISOString(),
      canDelete: changeable && row.party === viewer.party,
    };
  });
}
