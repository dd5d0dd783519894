import type { Receipt } from '@hgsc/contracts';
import { Card, Descriptions, type DescriptionsProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePickedOutBill, WithBillLink } from '../../bill-of-lading/index.ts';
import { ProductWithGrade, Quantity, StorageRate } from './GoodsWords.tsx';
import { QcReportLink } from './QcReportLink.tsx';
import { ReceiptStatusTags } from './StatusTags.tsx';

const orDash = (value: string | null | undefined) => (value ? value : '-');

/**
 * Every element a receipt records (GB/T 30332: the parties, the goods and their quality, where and how long they are
 * kept, the loss standard, insurance and fees), grouped as the printed receipt reads.
 */
export function ReceiptElements({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const item = (key: string, label: string, children: ReactNode, span?: number) => ({ key, label, children, span });
  const pickedBy = usePickedOutBill(receipt);
  const receiptItems: DescriptionsProps['items'] = [
    item('no', t('receiptHolder.el.receiptNo'), <Typography.Text copyable>{receipt.receiptNo}</Typography.Text>),
    item('status', t('receiptHolder.el.status'), <ReceiptStatusTags receipt={receipt} />),
    item(
      'parent',
      t('receiptHolder.el.parent'),
      receipt.parentId && receipt.parentNo ? (
        <Link to={`/manage/warehouseReceiptdetails?id=${receipt.parentId}`} data-testid="wr-receipt-parent">
          {receipt.parentNo}
        </Link>
      ) : (
        t('receiptHolder.el.original')
      ),
    ),
    item('issuedAt', t('receiptHolder.el.issuedAt'), formatDate(receipt.issuedAt)),
    item('createdAt', t('receiptHolder.el.createdAt'), formatDate(receipt.createdAt)),
    ...(receipt.auditReason ? [item('auditReason', t('receiptHolder.el.auditReason'), receipt.auditReason)] : []),
    ...(receipt.cancelReason
      ? [
          item('cancelReason', t('receiptHolder.el.cancelReason'), <WithBillLink text={receipt.cancelReason} bill={pickedBy} />),
          item('cancelledAt', t('receiptHolder.el.cancelledAt'), formatDate(receipt.cancelledAt)),
        ]
      : []),
  ];
  const partyItems: DescriptionsProps['items'] = [
    item('depositor', t('receiptHolder.el.depositor'), receipt.depositorCompanyName),
    item('holder', t('receiptHolder.el.holder'), receipt.holderCompanyName),
    item('keeper', t('receiptHolder.el.keeper'), receipt.keeperCompanyName),
    item(
      'warehouse',
      t('receiptHolder.el.warehouse'),
      <>
        <Link to={`/manage/warehouseDetails?id=${receipt.warehouseId}`} data-testid="wr-receipt-warehouse">
          {receipt.warehouseName} ({receipt.warehouseCode})
        </Link>
        {` · ${t(`warehouse.kind.${receipt.warehouseKind}`)}`}
      </>,
    ),
    item('address', t('receiptHolder.el.address'), receipt.warehouseAddress, 2),
  ];
  const goodsItems: DescriptionsProps['items'] = [
    item('product', t('receiptHolder.el.product'), <ProductWithGrade name={receipt.productName} grade={receipt.grade} />),
    item('cas', t('receiptHolder.el.cas'), receipt.casNumber),
    item('hazard', t('receiptHolder.el.hazardClass'), receipt.hazardClass ?? t('receiptHolder.notDangerous')),
    item('un', t('receiptHolder.el.unNumber'), orDash(receipt.unNumber)),
    item('brand', t('receiptHolder.el.brand'), receipt.brand),
    item('origin', t('receiptHolder.el.origin'), orDash(receipt.origin)),
    item('batch', t('receiptHolder.el.batchNo'), receipt.batchNo),
    item('productionDate', t('receiptHolder.el.productionDate'), orDash(receipt.productionDate)),
    item('quality', t('receiptHolder.el.quality'), receipt.quality),
    item('qc', t('receiptHolder.el.qcReport'), <QcReportLink fileKey={receipt.qcReportKey} name={receipt.receiptNo} />),
    item(
      'packing',
      t('receiptHolder.el.packing'),
      receipt.pieces > 0
        ? t('receiptHolder.packingPieces', { packing: receipt.packingLabel, pieces: receipt.pieces })
        : t('receiptHolder.packingBulk', { packing: receipt.packingLabel }),
    ),
    item('quantity', t('receiptHolder.el.quantity'), <Quantity value={receipt.quantity} unit={receipt.unit} />),
  ];
  const storageItems: DescriptionsProps['items'] = [
    item('location', t('receiptHolder.el.location'), receipt.location),
    item('storageStart', t('receiptHolder.el.storageStart'), receipt.storageStart),
    item('termEnd', t('receiptHolder.el.termEnd'), receipt.termEnd),
    item('loss', t('receiptHolder.el.lossStandard'), receipt.lossStandard),
    item('insurance', t('receiptHolder.el.insurance'), receipt.insurance ?? t('receiptHolder.el.noInsurance')),
    item('feeRate', t('receiptHolder.el.feeRate'), <StorageRate rate={receipt.feeRate} unit={receipt.unit} />),
    item('feePaidTo', t('receiptHolder.el.feePaidTo'), receipt.feePaidTo ?? t('receiptHolder.fee.notPaid')),
  ];
  const section = (title: string, items: DescriptionsProps['items'], testId: string) => (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={items}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
  return (
    <Card title={t('receiptHolder.el.title')}>
      {section(t('receiptHolder.el.sectionReceipt'), receiptItems, 'wr-receipt-el-receipt')}
      {section(t('receiptHolder.el.sectionParties'), partyItems, 'wr-receipt-el-parties')}
      {section(t('receiptHolder.el.sectionGoods'), goodsItems, 'wr-receipt-el-goods')}
      {section(t('receiptHolder.el.sectionStorage'), storageItems, 'wr-receipt-el-storage')}
    </Card>
  );
}
