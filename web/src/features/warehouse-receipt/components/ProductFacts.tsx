import { gradeWords, type ReceiptProduct, type Warehouse } from '@hgsc/contracts';
import { Alert, Descriptions, Tag } from 'antd';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Quantity } from './GoodsWords.tsx';

/**
 * What the chosen product is (grade, CAS, hazard class and UN number) and its lot rules: the smallest part a split may
 * leave and the step, which every later split of the receipt must respect. A dangerous good in a warehouse without
 * the licence is said here, before the server refuses it.
 */
export function ProductFacts({ product, warehouse }: { product: ReceiptProduct; warehouse: Warehouse | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dangerous = product.hazardClass !== null;
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        bordered
        style={{ marginBottom: 12 }}
        data-testid="wr-product-facts"
        items={[
          { key: '0', label: t('receiptHolder.el.grade'), children: gradeWords(product.grade, language) },
          { key: '1', label: t('receiptHolder.el.cas'), children: product.casNumber },
          {
            key: '2',
            label: t('receiptHolder.el.hazardClass'),
            children: (
              <>
                {dangerous ? (
                  <Tag color="red">
                    {t('receiptHolder.hazard', { hazardClass: product.hazardClass, un: product.unNumber ?? '-' })}
                  </Tag>
                ) : (
                  t('receiptHolder.notDangerous')
                )}
              </>
            ),
          },
          {
            key: '3',
            label: t('receiptHolder.deposit.lotRules'),
            children: (
              <>
                {t('receiptHolder.split.min')} <Quantity value={product.minSplitQty} unit={product.unit} />
                {' · '}
                {t('receiptHolder.split.step')} <Quantity value={product.splitStep} unit={product.unit} />
              </>
            ),
          },
        ]}
      />
      {dangerous && warehouse && !warehouse.dangerousGoods && (
        <Alert type="error" showIcon title={t('receiptHolder.deposit.dangerousNotAllowed')} style={{ marginBottom: 12 }} />
      )}
    </>
  );
}
