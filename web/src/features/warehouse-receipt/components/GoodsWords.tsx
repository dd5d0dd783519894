import { gradeWords, unitWords } from '@hgsc/contracts';
import { formatNumber, formatPrice } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';

/** A quantity of goods with its unit in the page's language: 1,200.5 吨 / 1,200.5 t. */
export function Quantity({ value, unit }: { value: string | null | undefined; unit: string }) {
  if (value === null || value === undefined || value === '') return <>-</>;
  return (
    <>
      {formatNumber(value)} <UnitWords unit={unit} quantity={value} />
    </>
  );
}

/** The product and its grade (牌号), the grade in the page's language. */
export function ProductWithGrade({ name, grade }: { name: string; grade: string }) {
  const language = useLanguage();
  return <>{grade ? `${name} ${gradeWords(grade, language)}` : name}</>;
}

/** An amount in 元 as the receipts print it: ¥1,234.50. */
export const yuan = (amount: string | null | undefined) => (amount ? `¥${formatPrice(amount)}` : '-');

/** A storage rate, 元 per unit and day, with its four decimals kept (0.0125 would read 0.01 as a price). */
export function StorageRate({ rate, unit }: { rate: string | null | undefined; unit: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!rate) return <>-</>;
  return <>{t('receiptHolder.ratePerDay', { rate: formatNumber(rate), unit: unitWords(unit, language) })}</>;
}

/** A one-off fee per unit (入库费, 出库费, 过户费). */
export function FeePerUnit({ fee, unit }: { fee: string; unit: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return <>{t('receiptHolder.feePerUnit', { fee: formatPrice(fee), unit: unitWords(unit, language) })}</>;
}
