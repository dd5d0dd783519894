import { gradeWords } from '@hgsc/contracts';
import { formatNumber, formatPrice } from '../format.ts';
import { useLanguage } from '../i18n/use-translation.ts';
import { UnitWords } from './MarketWords.tsx';

/**
 * Goods as the warehouse pages print them (receipts, deposits, bills of lading): a quantity with its unit, a product
 * with its grade, an amount in 元.
 */

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
