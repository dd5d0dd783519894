import { chinaMinute, type MessageKey, type NotificationTopic, type PermissionCode } from '@hgsc/contracts';
import type { NodeOperationLogRow } from '../../platform/flow/tables.ts';
import { registerNotifier } from '../../platform/notify/notifiers.ts';
import { draftsFor } from '../company/index.ts';
import { quoteWithNamesById } from './quote-view.ts';

const BUYERS: readonly PermissionCode[] = ['buy.order', 'quote.manage'];
const SUPPLIERS: readonly PermissionCode[] = ['quote.manage'];

/** Whom each step tells: an offer, a revision and a withdrawal its buyer; a selection, a refusal and an expiry its supplier. */
const TOLD: Partial<Record<string, { to: 'buyer' | 'supplier'; kind: MessageKey; topic: NotificationTopic }>> = {
  submit: { to: 'buyer', kind: 'notify.quote.submit', topic: 'turn' },
  revise: { to: 'buyer', kind: 'notify.quote.revise', topic: 'turn' },
  withdraw: { to: 'buyer', kind: 'notify.quote.withdraw', topic: 'cancel' },
  select: { to: 'supplier', kind: 'notify.quote.select', topic: 'turn' },
  decline: { to: 'supplier', kind: 'notify.quote.decline', topic: 'end' },
  expire: { to: 'supplier', kind: 'notify.quote.expire', topic: 'end' },
};

registerNotifier('quote', async (db, step: NodeOperationLogRow) => {
  const told = TOLD[step.action];
  if (!told) return [];
  const found = await quoteWithNamesById(db, step.bizId);
  if (!found) return [];
  const { row } = found;
  const companyId = told.to === 'supplier' ? row.supplierCompanyId : row.buyerCompanyId;
  if (companyId === null) return [];
  const detail = step.detail as Record<string, unknown>;
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
      orderNo: found.orderNo ?? '',
      reason: typeof detail.reason === 'string' ? detail.reason : '',
    },
    `/quotationDetail?id=${row.id}`,
  );
});
