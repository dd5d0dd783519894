import type { MessageKey, NotificationTopic, PermissionCode } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { NodeOperationLogRow } from '../../../platform/flow/tables.ts';
import { registerNotifier } from '../../../platform/notify/notifiers.ts';
import { plainDecimal } from '../../cart/index.ts';
import { draftsFor } from '../../company/index.ts';
import { inquiriesWithNames } from './inquiry-view.ts';
import { quoteInquiries } from './tables.ts';

/** A new inquiry and a cancellation tell the seller; a refusal tells the buyer (an answer's quote tells it itself). */
const TOLD: Partial<Record<string, { to: 'buyer' | 'seller'; kind: MessageKey; topic: NotificationTopic }>> = {
  submit: { to: 'seller', kind: 'notify.quoteInquiry.submit', topic: 'turn' },
  cancel: { to: 'seller', kind: 'notify.quoteInquiry.cancel', topic: 'cancel' },
  decline: { to: 'buyer', kind: 'notify.quoteInquiry.decline', topic: 'end' },
};
const PERMISSIONS: Record<'buyer' | 'seller', readonly PermissionCode[]> = {
  buyer: ['buy.order'],
  seller: ['quote.manage'],
};

/** Where each side answers it: the seller's received box, the buyer's sent box. */
export const inquiryPath = (to: 'buyer' | 'seller', id: number) =>
  `/manage/inquiries?box=${to === 'buyer' ? 'sent' : 'received'}&id=${id}`;

registerNotifier('quoteInquiry', async (db, step: NodeOperationLogRow) => {
  const told = TOLD[step.action];
  if (!told) return [];
  const [found] = await inquiriesWithNames(db).where(eq(quoteInquiries.id, step.bizId)).limit(1);
  if (!found) return [];
  const { row } = found;
  return draftsFor(
    db,
    [
      {
        companyId: told.to === 'buyer' ? row.buyerCompanyId : row.sellerCompanyId,
        permissions: PERMISSIONS[told.to],
        kind: told.kind,
        topic: told.topic,
      },
    ],
    {
      buyer: found.buyerName,
      seller: found.sellerName,
      product: found.productName,
      quantity: `${plainDecimal(row.quantity)} ${row.unit}`,
      reason: row.declineReason ?? '',
    },
    inquiryPath(told.to, row.id),
  );
});
