import { type QuoteTerms, unitWords } from '@hgsc/contracts';
import { Descriptions, Tag } from 'antd';
import { formatMarketDate } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';

/** A version's terms as both sides read them: the goods, how much at what price, delivered and paid how, until when. */
export function QuoteTermsView({ terms, testId = 'quote-terms' }: { terms: QuoteTerms; testId?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unit = unitWords(terms.unit, language);
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
      <Descriptions.Item label={t('quote.terms.cas')}>{terms.casNumber}</Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.unitPrice')}>
        <strong data-testid={`${testId}-price`}>{yuan(terms.unitPrice)}</strong>/{unit}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.quantity')}>
        <Quantity value={terms.quantity} unit={terms.unit} />
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.minQty')}>
        <Quantity value={terms.minQty} unit={terms.unit} />
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.amount')}>{yuan(terms.amount)}</Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.delivery')}>{terms.deliveryModeLabel}</Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.deliveryPlace')}>{terms.deliveryPlace ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.deliveryPeriod')}>
        {terms.deliveryFrom} ~ {terms.deliveryTo}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.payment')}>
        {terms.paymentTermsLabel}
        {terms.creditDays ? ` · ${t('quote.terms.creditDays', { days: terms.creditDays, count: terms.creditDays })}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.validUntil')}>
        {formatMarketDate(terms.validUntil, 'YYYY-MM-DD HH:mm')}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.terms.remark')} span={2}>
        {terms.remark ?? '-'}
      </Descriptions.Item>
    </Descriptions>
  );
}
