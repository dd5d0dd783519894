import { filesRoutes, hazardClassLabelKey, type Receipt, warehouseKindLabelKey } from '@hgsc/contracts';
import type { DescriptionsProps } from 'antd';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { site } from '../../../shared/config.ts';
import { formatDate, formatNumber } from '../../../shared/format.ts';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';
import { filePreviewHref } from '../../files/index.ts';
import { ReceiptStatusTag } from './ReceiptStatusTag.tsx';

type Items = NonNullable<DescriptionsProps['items']>;

/** The QC report (a private PDF the keeper uploaded) in the file preview page, fetched as the operator. */
const qcReportHref = (key: string, name: string) =>
  filePreviewHref(`${site.apiPrefix}${filesRoutes.encryptedView.path}?${new URLSearchParams({ key, type: 'pdf' })}`, name);

/** A quantity with its unit, as the server sends it (formatted digit by digit, never through a float). */
export function Quantity({ value, unit }: { value: string; unit: string }) {
  return (
    <>
      {formatNumber(value)} <UnitWords unit={unit} quantity={value} />
    </>
  );
}

/** Leaves out the rows a receipt does not have (a reason it was never given, an origin not named). */
const present = (items: (Items[number] | false | null)[]): Items => items.filter((item) => item !== false && item !== null);

/** The receipt itself: its number, where it came from, its status and the audit's word on it. */
export const receiptItems = (r: Receipt, t: TFunction): Items =>
  present([
    { key: 'receiptNo', label: t('wrAdmin.receipt.receiptNo'), children: r.receiptNo },
    r.parentNo !== null && { key: 'parentNo', label: t('wrAdmin.receipt.parentNo'), children: r.parentNo },
    { key: 'status', label: t('wrAdmin.status'), children: <ReceiptStatusTag receipt={r} /> },
    { key: 'createdAt', label: t('wrAdmin.receipt.createdAt'), children: formatDate(r.createdAt) },
    r.issuedAt !== null && { key: 'issuedAt', label: t('wrAdmin.receipt.issuedAt'), children: formatDate(r.issuedAt) },
    r.auditReason !== null && {
      key: 'auditReason',
      label: t('wrAdmin.receipt.auditReason'),
      span: 'filled',
      children: <Typography.Text type="danger">{r.auditReason}</Typography.Text>,
    },
    r.cancelledAt !== null && {
      key: 'cancelledAt',
      label: t('wrAdmin.receipt.cancelledAt'),
      children: formatDate(r.cancelledAt),
    },
    r.cancelReason !== null && {
      key: 'cancelReason',
      label: t('wrAdmin.receipt.cancelReason'),
      span: 'filled',
      children: r.cancelReason,
    },
  ]);

/** 存货人, 持有人 and 保管人 (the warehouse company). */
export const partyItems = (r: Receipt, t: TFunction): Items => [
  { key: 'depositor', label: t('wrAdmin.receipt.depositor'), children: r.depositorCompanyName },
  { key: 'holder', label: t('wrAdmin.receipt.holder'), children: r.holderCompanyName },
  { key: 'keeper', label: t('wrAdmin.receipt.keeper'), children: r.keeperCompanyName },
];

/**
 * The hazard class once, in words (第3类 易燃液体), with the UN number; a division keeps its number before its class's
 * words (5.1 · 第5类 …), which name the class only.
 */
function hazardWords(r: Receipt, t: TFunction): string {
  if (!r.hazardClass) return t('wrAdmin.product.notDangerous');
  const division = r.hazardClass.includes('.') ? r.hazardClass : null;
  return [division, t(hazardClassLabelKey(r.hazardClass)), r.unNumber].filter(Boolean).join(' · ');
}

/** The goods: what they are, their batch and quality line with the QC report, packing and quantity. */
export const goodsItems = (r: Receipt, t: TFunction): Items =>
  present([
    { key: 'product', label: t('wrAdmin.receipt.product'), children: `${r.productName} ${r.grade}` },
    { key: 'casNumber', label: t('wrAdmin.product.casNumber'), children: r.casNumber },
    { key: 'hazard', label: t('wrAdmin.product.hazard'), children: hazardWords(r, t) },
    { key: 'brand', label: t('wrAdmin.receipt.brand'), children: r.brand },
    // Origin and production date are elements of the receipt (GB/T 30332) even when the keeper left them out.
    { key: 'origin', label: t('wrAdmin.receipt.origin'), children: r.origin ?? '-' },
    { key: 'productionDate', label: t('wrAdmin.receipt.productionDate'), children: r.productionDate ?? '-' },
    { key: 'batchNo', label: t('wrAdmin.receipt.batchNo'), children: r.batchNo },
    { key: 'quality', label: t('wrAdmin.receipt.quality'), span: 'filled', children: r.quality },
    {
      key: 'qcReport',
      label: t('wrAdmin.receipt.qcReport'),
      span: 'filled',
      children: r.qcReportKey ? (
        <Typography.Link
          href={qcReportHref(r.qcReportKey, t('wrAdmin.receipt.qcReportName', { no: r.receiptNo }))}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="wr-receipt-qc-report"
        >
          {t('wrAdmin.receipt.openQcReport')}
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary">{t('wrAdmin.receipt.noQcReport')}</Typography.Text>
      ),
    },
    { key: 'packing', label: t('wrAdmin.receipt.packing'), children: r.packingLabel },
    { key: 'pieces', label: t('wrAdmin.receipt.pieces'), children: r.pieces > 0 ? formatNumber(r.pieces) : '-' },
    { key: 'quantity', label: t('wrAdmin.receipt.quantity'), children: <Quantity value={r.quantity} unit={r.unit} /> },
    {
      key: 'split',
      label: t('wrAdmin.product.splitLot'),
      children: t('wrAdmin.product.splitLotValue', { min: formatNumber(r.minSplitQty), step: formatNumber(r.splitStep) }),
    },
  ]);

/** Where and how long the goods are kept, what may be lost of them, and their insurance. */
export const storageItems = (r: Receipt, t: TFunction): Items => [
  {
    key: 'warehouse',
    label: t('wrAdmin.receipt.storagePlace'),
    span: 'filled',
    children: t('wrAdmin.warehouse.option', {
      name: r.warehouseName,
      kind: t(warehouseKindLabelKey(r.warehouseKind)),
      code: r.warehouseCode,
    }),
  },
  { key: 'warehouseAddress', label: t('wrAdmin.receipt.warehouseAddress'), span: 'filled', children: r.warehouseAddress },
  { key: 'location', label: t('wrAdmin.receipt.location'), children: r.location },
  { key: 'storageStart', label: t('wrAdmin.receipt.storageStart'), children: r.storageStart },
  { key: 'termEnd', label: t('wrAdmin.receipt.termEnd'), children: r.termEnd },
  { key: 'lossStandard', label: t('wrAdmin.receipt.lossStandard'), children: r.lossStandard },
  {
    key: 'insurance',
    label: t('wrAdmin.receipt.insurance'),
    span: 'filled',
    children: r.insurance ?? <Typography.Text type="secondary">{t('wrAdmin.receipt.noInsurance')}</Typography.Text>,
  },
];
