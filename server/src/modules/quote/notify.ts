import { chinaMinute, type MessageKey, type NotificationTopic, type PermissionCode } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { NodeOperationLogRow } from '../../platform/flow/tables.ts';
import { registerNotifier } from '../../platform/notify/notifiers.ts';
import { companies, draftsFor } from '../company/index.ts';
import { quotePath } from './quote-paths.ts';
import { quoteWithNamesById } from './quote-view.ts';

const BUYERS: readonly PermissionCode[] = ['buy.order', 'quote.manage'];
const SUPPLIERS: readonly PermissionCode[] = ['quote.manage'];

/**
 * Whom each step tells: an offer, a revision and a withdrawal its buyer; a selection, a refusal, an expiry and a
 * request to read it its supplier; a company let in (or refused) that company.
 */
const TOLD: Partial<Record<string, { to: 'buyer' | 'supplier' | 'named'; kind: MessageKey; topic: NotificationTopic }>> = {
  submit: { to: 'buyer', kind: 'notify.quote.submit', topic: 'turn' },
  revise: { to: 'buyer', kind: 'notify.quote.revise', topic: 'turn' },
  withdraw: { to: 'buyer', kind: 'notify.quote.withdraw', topic: 'cancel' },
  select: { to: 'supplier', kind: 'notify.quote.select', topic: 'turn' },
  decline: { to: 'supplier', kind: 'notify.quote.decline', topic: 'end' },
  expire: { to: 'supplier', kind: 'notify.quote.expire', topic: 'end' },
  shareApply: { to: 'supplier', kind: 'notify.quote.shareApply', topic: 'turn' },
  shareGrant: { to: 'named', kind: 'notify.quote.shareGrant', topic: 'turn' },
  shareApprove: { to: 'named', kind: 'notify.quote.shareApprove', topic: 'turn' },
  shareReject: { to: 'named', kind: 'notify.quote.shareReject', topic: 'end' },
};

/** A receipt quote selected: the supplier draws up the receipt order's contract next, on the order's page. */
const SELECTED_RECEIPT = { to: 'supplier', kind: 'notify.quote.selectReceipt', topic: 'turn' } as const;

function linkOf(action: string, row: { id: number; receiptOrderId: number | null }): string {
  if (action === 'shareApply') return `${quotePath(row.id)}&share=1`;
  if (action === 'select' && row.receiptOrderId !== null) return `/manage/waitingSellDetails?id=${row.receiptOrderId}`;
  return quotePath(row.id);
}

registerNotifier('quote', async (db, step: NodeOperationLogRow) => {
  if (!TOLD[step.action]) return [];
  const found = await quoteWithNamesById(db, step.bizId);
  if (!found) return [];
  const { row } = found;
  const told = step.action === 'select' && row.receiptOrderId !== null ? SELECTED_RECEIPT : TOLD[step.action];
  if (!told) return [];
  const detail = step.detail as Record<string, unknown>;
  const named = typeof detail.companyId === 'number' ? detail.companyId : null;
  const companyId = told.to === 'supplier' ? row.supplierCompanyId : told.to === 'named' ? named : row.buyerCompanyId;
  if (companyId === null) return [];
  const [asking] =
    step.action === 'shareApply' && named !== null
      ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, named))
      : [];
  return draftsFor(
    db,
    [{ companyId, permissions: told.to === 'supplier' ? SUPPLIERS : BUYERS, kind: told.kind, topic: told.topic }],
    {
      quoteNo: row.quoteNo,
      supplier: found.supplierName,
      buyer: found.selectedByName ?? found.buyerName ?? '',
      product: row.productName,
      quantity: `${String(detail.quantity ?? row.terms.quantity)} ${row.terms.unit}`,
      price: row.terms.unitPrice,
      validUntil: chinaMinute(row.validUntil),
      version: String(row.version),
      orderNo: found.orderNo ?? found.receiptOrderNo ?? '',
      reason: typeof detail.reason === 'string' ? detail.reason : '',
      company: asking?.name ?? '',
    },
    linkOf(step.action, row),
  );
});
