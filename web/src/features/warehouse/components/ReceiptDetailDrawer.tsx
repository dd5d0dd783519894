import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Flex, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { HolderTimeline } from '../../warehouse-receipt/index.ts';
import { RECEIPT_URL, warehouseAdminApi } from '../api.ts';
import { ReceiptFees } from './ReceiptFees.tsx';
import { goodsItems, partyItems, receiptItems, storageItems } from './receipt-elements.tsx';
import type { ReceiptAudit } from './useReceiptAudit.tsx';

/**
 * Every element of a receipt (GB/T 30332: number, depositor and holder, goods, batch and quality with the QC report,
 * packing and quantity, storage place and location, storage start and term, loss standard, insurance, fee rate and
 * fees to date) and its operation log, read afresh on opening; 驳回 / 审核通过 in the header while it awaits audit.
 */
export function ReceiptDetailDrawer({ id, audit, onClose }: { id: number; audit: ReceiptAudit; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [RECEIPT_URL, { id }],
    queryFn: () => warehouseAdminApi.receipt(id),
    staleTime: 0,
  });
  const receipt = detail.data;
  const busy = audit.busyId === id;
  const section = (title: string, items: ReturnType<typeof receiptItems>) => (
    <Descriptions title={title} bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
  );

  return (
    <Drawer
      open
      onClose={onClose}
      title={receipt ? t('wrAdmin.receipt.detailTitle', { no: receipt.receiptNo }) : t('wrAdmin.receipt.detail')}
      size={Math.min(900, window.innerWidth)}
      destroyOnHidden
      data-testid="wr-receipt-drawer"
      extra={
        receipt?.status === 'pendingAudit' ? (
          <Space>
            <Button danger disabled={busy} onClick={() => audit.reject(receipt)} data-testid="wr-receipt-drawer-reject">
              {t('wrAdmin.receipt.reject')}
            </Button>
            <Button type="primary" loading={busy} onClick={() => audit.approve(receipt)} data-testid="wr-receipt-drawer-approve">
              {t('wrAdmin.receipt.approve')}
            </Button>
          </Space>
        ) : null
      }
    >
      {receipt ? (
        <Flex vertical gap={24}>
          {section(t('wrAdmin.receipt.section.receipt'), receiptItems(receipt, t))}
          {section(t('wrAdmin.receipt.section.parties'), partyItems(receipt, t))}
          {section(t('wrAdmin.receipt.section.goods'), goodsItems(receipt, t))}
          {section(t('wrAdmin.receipt.section.storage'), storageItems(receipt, t))}
          <ReceiptFees receipt={receipt} />
          <div>
            <Typography.Title level={5}>{t('wrAdmin.receipt.section.log')}</Typography.Title>
            <HolderTimeline bizType="warehouseReceipt" bizId={receipt.id} console />
          </div>
        </Flex>
      ) : detail.isError ? (
        <Empty description={t('wrAdmin.receipt.loadFailed')} />
      ) : (
        <Skeleton active paragraph={{ rows: 12 }} />
      )}
    </Drawer>
  );
}
