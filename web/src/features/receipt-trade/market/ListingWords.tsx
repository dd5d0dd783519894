import { gradeWords, type Listing, unitWords } from '@hgsc/contracts';
import { Tag } from 'antd';
import { formatNumber, formatPrice } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';

/** A listing's price as traders quote it: ¥2,450.00/吨, tax included; the string is formatted, never made a float. */
export function UnitPrice({
  listing,
  className = 'rm-price',
  testId,
}: {
  listing: Listing;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <span className={className} data-testid={testId}>
      ¥{formatPrice(listing.unitPrice)}
      <span className="rm-price-unit">
        {t('receiptMarket.perUnit', { unit: unitWords(listing.unit, language) })} {t('receiptMarket.taxIncluded')}
      </span>
    </span>
  );
}

/** A dangerous good's class, short, beside its name: a trader filters out what its licence does not cover. */
export function HazardTag({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  if (!listing.hazardClass) return null;
  return (
    <Tag
      color="red"
      style={{ marginInlineStart: 6 }}
      title={t('receiptMarket.hazardFull', { hazardClass: listing.hazardClass, un: listing.unNumber ?? '-' })}
    >
      {t('receiptMarket.hazard', { hazardClass: listing.hazardClass })}
    </Tag>
  );
}

/** The product and its grade, the grade in the page's language. */
export function productWords(listing: Listing, language: 'zh' | 'en'): string {
  return listing.grade ? `${listing.productName} ${gradeWords(listing.grade, language)}` : listing.productName;
}

/** A quantity with its unit in the page's language, as words to put in a sentence: 1,200 吨 / 1,200 t. */
export function quantityWords(value: string, unit: string, language: 'zh' | 'en'): string {
  return `${formatNumber(value)} ${unitWords(unit, language, value)}`;
}
