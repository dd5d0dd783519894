import { chinaDate, QUANTITY_PATTERN, type ReceiptProduct } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Skeleton, Typography } from 'antd';
import Decimal from 'decimal.js';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { REFERENCE_KEY, receiptApi } from '../api.ts';
import { FeePerUnit, StorageRate, yuan } from './GoodsWords.tsx';

/** The fee schedule of a warehouse for a product in force today (China), if the warehouse has published one. */
export function useFeeInForce(warehouseId: number | undefined, productId: number | undefined) {
  const today = chinaDate();
  return useQuery({
    queryKey: [...REFERENCE_KEY, 'fees', warehouseId, productId, today],
    queryFn: async () => (await receiptApi.fees({ warehouseId, productId, on: today }))[0] ?? null,
    enabled: warehouseId !== undefined && productId !== undefined,
  });
}

/**
 * What depositing will cost, before applying: the storage rate and the in, out and transfer fees in force for the
 * chosen warehouse and product, and for the declared quantity the in fee and a day's and a month's storage.
 */
export function FeeSchedulePreview({
  warehouseId,
  product,
  declaredQty,
}: {
  warehouseId: number | undefined;
  product: ReceiptProduct | undefined;
  declaredQty: string | undefined;
}) {
  const { t } = useTranslation();
  const fee = useFeeInForce(warehouseId, product?.id);
  if (warehouseId === undefined || !product)
    return <Alert type="info" showIcon title={t('receiptHolder.deposit.feeChoose')} data-testid="wr-fee-choose" />;
  if (fee.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!fee.data) return <Alert type="error" showIcon title={t('receiptHolder.deposit.feeNone')} data-testid="wr-fee-none" />;
  const schedule = fee.data;
  const unit = product.unit;
  const typed = (declaredQty ?? '').trim();
  const quantity = QUANTITY_PATTERN.test(typed) ? new Decimal(typed) : null;
  const money = (amount: Decimal) => yuan(amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
  return (
    <Card size="small" title={t('receiptHolder.deposit.feeTitle')} data-testid="wr-fee-schedule">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: '0',
            label: t('receiptHolder.deposit.feeStorage'),
            children: <StorageRate rate={schedule.storageRate} unit={unit} />,
          },
          { key: '1', label: t('receiptHolder.deposit.feeIn'), children: <FeePerUnit fee={schedule.inboundFee} unit={unit} /> },
          { key: '2', label: t('receiptHolder.deposit.feeOut'), children: <FeePerUnit fee={schedule.outboundFee} unit={unit} /> },
          {
            key: '3',
            label: t('receiptHolder.deposit.feeTransfer'),
            children: <FeePerUnit fee={schedule.transferFee} unit={unit} />,
          },
          {
            key: '4',
            label: t('receiptHolder.deposit.feeEffective'),
            children: schedule.effectiveTo
              ? t('receiptHolder.deposit.feeEffectiveTo', { from: schedule.effectiveFrom, to: schedule.effectiveTo })
              : t('receiptHolder.deposit.feeEffectiveFrom', { from: schedule.effectiveFrom }),
          },
        ]}
      />
      {quantity?.greaterThan(0) && (
        <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="wr-fee-estimate">
          {t('receiptHolder.deposit.feeEstimate', {
            inFee: money(quantity.times(schedule.inboundFee)),
            day: money(quantity.times(schedule.storageRate)),
            month: money(quantity.times(schedule.storageRate).times(30)),
          })}
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary">{t('receiptHolder.deposit.feeNote')}</Typography.Text>
    </Card>
  );
}
