import { type ReceiptContract, unitWords } from '@hgsc/contracts';
import { Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Quantity, yuan } from '../../../../shared/ui/GoodsWords.tsx';
import { takenOrderPath } from '../contract-paths.ts';

/**
 * What the contract sells, on its own page (the order's page shows it already): the order with the way to it, the
 * receipt and goods, quantity, price and amount, and the two companies — the caller's side named.
 */
export function DealFacts({ contract }: { contract: ReceiptContract }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const side = t(`receiptContractPage.side.${contract.party}`);
  return (
    <>
      <Typography.Paragraph data-testid="contract-your-side" data-party={contract.party}>
        {t('receiptContractPage.youAre', { side })}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'orderNo',
            label: t('receiptContractPage.orderNo'),
            children: (
              <Link to={takenOrderPath(contract.party, contract.orderId)} data-testid="contract-order-link">
                {contract.orderNo}
              </Link>
            ),
          },
          { key: 'receiptNo', label: t('receiptContractPage.receiptNo'), children: contract.receiptNo ?? '-' },
          { key: 'goods', label: t('receiptContractPage.goods'), children: contract.productName },
          { key: 'warehouse', label: t('receiptContractPage.warehouse'), children: contract.warehouseName },
          {
            key: 'quantity',
            label: t('receiptContractPage.quantity'),
            children: <Quantity value={contract.quantity} unit={contract.unit} />,
          },
          {
            key: 'unitPrice',
            label: t('receiptContractPage.unitPrice'),
            children: `${yuan(contract.unitPrice)} ${t('receiptContractPage.perUnit', { unit: unitWords(contract.unit, language) })}`,
          },
          {
            key: 'amount',
            label: t('receiptContractPage.amount'),
            children: (
              <Typography.Text strong data-testid="contract-amount">
                {yuan(contract.amount)}
              </Typography.Text>
            ),
          },
          { key: 'seller', label: t('receiptContractPage.side.seller'), children: contract.sellerCompanyName },
          { key: 'buyer', label: t('receiptContractPage.side.buyer'), children: contract.buyerCompanyName },
        ]}
      />
    </>
  );
}
