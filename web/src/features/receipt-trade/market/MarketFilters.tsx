import { LISTING_SORTS, RECEIPT_DELIVERY_MODES } from '@hgsc/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PriceRange } from '../../../shared/ui/PriceRange.tsx';
import { CityFilter } from './CityFilter.tsx';
import { type MarketQuery, withMarketFilter } from './market-query.ts';

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rm-filter-row">
      <div className="rm-filter-label">{label}</div>
      <div className="rm-filter-values">{children}</div>
    </div>
  );
}

/** "全部" (when `allLabel`) and one toggle tag per option; the checked one is the value in force. */
function Choices<T extends string>({
  name,
  allLabel,
  value,
  options,
  testId,
  onChange,
}: {
  name: string;
  allLabel?: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  testId: string;
  onChange: (value: T | undefined) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle tags acts as one choice; a fieldset would restyle it
    <div role="group" aria-label={name} className="rm-choices" data-testid={testId}>
      {allLabel && (
        <Tag.CheckableTag checked={value === undefined} onChange={() => onChange(undefined)}>
          {allLabel}
        </Tag.CheckableTag>
      )}
      {options.map((option) => (
        <Tag.CheckableTag
          key={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          data-testid={`${testId}-${option.value}`}
        >
          {option.label}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

/**
 * The market's filters a visitor can use: where the goods lie (city), the price range, the delivery mode and the
 * order. The warehouse list needs a login, so the place stands for it here.
 */
export function MarketFilters({ query, onChange }: { query: MarketQuery; onChange: (next: MarketQuery) => void }) {
  const { t } = useTranslation();
  return (
    <section className="rm-filters" aria-label={t('receiptMarket.filters')}>
      <FilterRow label={t('receiptMarket.city')}>
        <CityFilter value={query.cityCode} onChange={(code) => onChange(withMarketFilter(query, 'cityCode', code))} />
      </FilterRow>
      <FilterRow label={t('receiptMarket.price')}>
        <PriceRange
          key={`${query.priceMin ?? ''}-${query.priceMax ?? ''}`}
          bounds={{ low: query.priceMin, high: query.priceMax }}
          words={{
            min: t('receiptMarket.priceMin'),
            max: t('receiptMarket.priceMax'),
            apply: t('receiptMarket.priceApply'),
            invalid: t('receiptMarket.priceInvalid'),
            reversed: t('receiptMarket.priceReversed'),
          }}
          testIdPrefix="rm-price"
          onApply={(range) => onChange(withMarketFilter(withMarketFilter(query, 'priceMin', range.low), 'priceMax', range.high))}
        />
      </FilterRow>
      <FilterRow label={t('receiptMarket.delivery')}>
        <Choices
          name={t('receiptMarket.delivery')}
          allLabel={t('receiptMarket.all')}
          value={query.deliveryMode}
          testId="rm-delivery"
          options={RECEIPT_DELIVERY_MODES.map((mode) => ({ value: mode, label: t(`receiptMarket.delivery.${mode}`) }))}
          onChange={(mode) => onChange(withMarketFilter(query, 'deliveryMode', mode))}
        />
      </FilterRow>
      <FilterRow label={t('receiptMarket.sort')}>
        <Choices
          name={t('receiptMarket.sort')}
          value={query.sort}
          testId="rm-sort"
          options={LISTING_SORTS.map((sort) => ({ value: sort, label: t(`receiptMarket.sort.${sort}`) }))}
          onChange={(sort) => onChange(withMarketFilter(query, 'sort', sort ?? 'newest'))}
        />
      </FilterRow>
    </section>
  );
}
