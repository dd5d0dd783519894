import { unitWords } from '@hgsc/contracts';
import { formatNumber, formatPrice } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';

// The goods' words the bill-of-lading pages share live in the shared kit.
export { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';

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
