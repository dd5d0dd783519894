import { type QuoteTerms, unitWords } from '@hgsc/contracts';
import { Descriptions, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatMarketDate } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';

/** The terms a reader compares between versions: what a revision may change. */
const COMPARED = [
  'unitPrice',
  'quantity',
  'minQty',
  'amount',
  'deliveryMode',
  'deliveryPlace',
  'deliveryFrom',
  'deliveryTo',
  'paymentTerms',
  'creditDays',
  'validUntil',
  'remark',
] as const;
type Compared = (typeof COMPARED)[number];

/** What a version changed from the one before it. */
export const changedTerms = (terms: QuoteTerms, before: QuoteTerms | undefined): ReadonlySet<Compared> =>
  new Set(before ? COMPARED.filter((key) => terms[key] !== before[key]) : []);

/**
 * A version's terms as both sides read them: the goods, how much at what price, delivered and paid how, until when;
 * with `changed`, what differs from the version before is marked.
 */
export function QuoteTermsView({
  terms,
  testId = 'quote-terms',
  changed,
}: {
  terms: QuoteTerms;
  testId?: string;
  changed?: ReadonlySet<Compared>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unit = unitWords(terms.unit, language);
  const mark = (keys: readonly Compared[], value: ReactNode) =>
    keys.some((key) => changed?.has(key)) ? (
      <Typography.Text mark title={t('quote.history.changed')} data-testid={`${testId}-changed`}>
        {value}
      </Typography.Text>
    ) : (
      value
    );
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered data-testid={testId}>
      <Descriptions.Item label={t('quote.terms.goods')} span={2}>
        {terms.name}
        {terms.grade ? ` ${terms.grade}` : ''}
        {terms.purity ? ` ${terms.purity}` : ''} · {terms.packagingLabel}
        {terms.isDangerous && (
          <Tag color="red" style={{ marginLeft: 8 }}>
            {t('quote.terms.hazard')}
            {terms.unNumber ? ` ${terms.unNumber}` : ''}
            {terms.hazardClassLabel ? ` ${terms.hazardClassLabel}` : ''}
          </Tag>
        )}
      </Descriptions.Item>
      {terms.receipt && (
        <Descriptions.Item label={t('quote.terms.receipt')} span={2}>
          <span data-testid={`${testId}-receipt`}>{terms.receipt.receiptNo}</span> · {terms.receipt.warehouseName}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('quote.terms.cas')}>{terms.casNumber}</Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.unitPrice')}>
        {mark(['unitPrice'], <strong data-testid={`${testId}-price`}>{yuan(terms.unitPrice)}</strong>)}/{unit}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.quantity')}>
        {mark(['quantity'], <Quantity value={terms.quantity} unit={terms.unit} />)}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.minQty')}>
        {mark(['minQty'], <Quantity value={terms.minQty} unit={terms.unit} />)}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.amount')}>{mark(['amount'], yuan(terms.amount))}</Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.delivery')}>{mark(['deliveryMode'], terms.deliveryModeLabel)}</Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.deliveryPlace')}>
        {mark(['deliveryPlace'], terms.deliveryPlace ?? '-')}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.deliveryPeriod')}>
        {mark(['deliveryFrom', 'deliveryTo'], `${terms.deliveryFrom} ~ ${terms.deliveryTo}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.payment')}>
        {mark(['paymentTerms', 'creditDays'], terms.paymentTermsLabel)}
        {terms.creditDays ? ` · ${t('quote.terms.creditDays', { days: terms.creditDays, count: terms.creditDays })}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.validUntil')}>
        {mark(['validUntil'], formatMarketDate(terms.validUntil, 'YYYY-MM-DD HH:mm'))}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.remark')} span={2}>
        {mark(['remark'], terms.remark ?? '-')}
      </Descriptions.Item>
    </Descriptions>
  );
}
