import type { Deposit } from '@hgsc/contracts';
import { Card, Descriptions, type DescriptionsProps, Typography } from 'antd';
import Decimal from 'decimal.js';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity } from './GoodsWords.tsx';
import { QcReportLink } from './QcReportLink.tsx';

const orDash = (value: string | null | undefined) => (value ? value : '-');

/** What the company applied for: the warehouse, the goods, the quantity and when they arrive. */
export function DepositApplication({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const items: DescriptionsProps['items'] = [
    { key: 'applicant', label: t('receiptHolder.el.applicant'), children: deposit.applicantCompanyName },
    { key: 'createdAt', label: t('receiptHolder.el.createdAt'), children: formatDate(deposit.createdAt) },
    {
      key: 'warehouse',
      label: t('receiptHolder.el.warehouse'),
      children: (
        <Link to={`/manage/warehouseDetails?id=${deposit.warehouseId}`} data-testid="wr-deposit-warehouse-link">
          {deposit.warehouseName} ({deposit.warehouseCode})
        </Link>
      ),
    },
    { key: 'keeper', label: t('receiptHolder.el.keeper'), children: deposit.keeperCompanyName },
    {
      key: 'product',
      label: t('receiptHolder.el.product'),
      children: <ProductWithGrade name={deposit.productName} grade={deposit.grade} />,
    },
    { key: 'brand', label: t('receiptHolder.el.brand'), children: deposit.brand },
    { key: 'origin', label: t('receiptHolder.el.origin'), children: orDash(deposit.origin) },
    { key: 'batch', label: t('receiptHolder.el.batchNo'), children: deposit.batchNo },
    { key: 'productionDate', label: t('receiptHolder.el.productionDate'), children: orDash(deposit.productionDate) },
    {
      key: 'packing',
      label: t('receiptHolder.el.packing'),
      children:
        deposit.pieces > 0
          ? t('receiptHolder.packingPieces', { packing: deposit.packingLabel, pieces: deposit.pieces })
          : t('receiptHolder.packingBulk', { packing: deposit.packingLabel }),
    },
    {
      key: 'declared',
      label: t('receiptHolder.el.declaredQty'),
      children: <Quantity value={deposit.declaredQty} unit={deposit.unit} />,
    },
    { key: 'arrival', label: t('receiptHolder.el.expectedArrival'), children: deposit.expectedArrival },
    { key: 'plates', label: t('receiptHolder.el.plates'), children: orDash(deposit.vehiclePlates) },
    { key: 'remark', label: t('receiptHolder.el.remark'), children: orDash(deposit.remark) },
  ];
  return (
    <Card title={t('receiptHolder.depositDetails.application')}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} data-testid="wr-deposit-application" />
    </Card>
  );
}

/**
 * What the warehouse found when the goods came in: the weighed quantity against the declared one (the difference in
 * exact decimals), the pieces counted, the day, the quality and its QC report, and the receipt registered from it.
 */
export function DepositReceived({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  if (deposit.actualQty === null) return null;
  const difference = new Decimal(deposit.actualQty).minus(deposit.declaredQty);
  const items: DescriptionsProps['items'] = [
    {
      key: 'actual',
      label: t('receiptHolder.el.actualQty'),
      children: (
        <>
          <Quantity value={deposit.actualQty} unit={deposit.unit} />
          {!difference.isZero() && (
            <Typography.Text type="warning" data-testid="wr-deposit-difference">
              {' '}
              {t('receiptHolder.depositDetails.difference', {
                difference: `${difference.isPositive() ? '+' : '-'}${formatNumber(difference.abs().toString())}`,
              })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'pieces',
      label: t('receiptHolder.el.actualPieces'),
      children: deposit.actualPieces && deposit.actualPieces > 0 ? deposit.actualPieces : '-',
    },
    { key: 'arrivalDate', label: t('receiptHolder.el.arrivalDate'), children: orDash(deposit.arrivalDate) },
    { key: 'quality', label: t('receiptHolder.el.quality'), children: orDash(deposit.quality) },
    {
      key: 'qc',
      label: t('receiptHolder.el.qcReport'),
      children: <QcReportLink fileKey={deposit.qcReportKey} name={deposit.depositNo} />,
    },
    {
      key: 'receipt',
      label: t('receiptHolder.el.receipt'),
      children:
        deposit.receiptId && deposit.receiptNo ? (
          <Link to={`/manage/warehouseReceiptdetails?id=${deposit.receiptId}`} data-testid="wr-deposit-receipt">
            {deposit.receiptNo}
          </Link>
        ) : (
          t('receiptHolder.depositDetails.notRegistered')
        ),
    },
  ];
  return (
    <Card title={t('receiptHolder.depositDetails.received')}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} data-testid="wr-deposit-received" />
    </Card>
  );
}
