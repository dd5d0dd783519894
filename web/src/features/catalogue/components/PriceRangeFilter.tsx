import { compareDecimal, MONEY_PATTERN } from '@hgsc/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * One end of the range: a price typed in yuan, Enter applies the range. antd's small Input with a ¥
 * prefix, drawn in catalogue.css: antd's Input and its styles are heavy for two boxes on a public page, whose JavaScript is
 * held to a budget.
 */
function PriceInput({
  value,
  onChange,
  onEnter,
  label,
  invalid,
}: {
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  label: string;
  invalid: boolean;
}) {
  return (
    <span className={invalid ? 'price-input is-invalid' : 'price-input'}>
      <span className="price-input-prefix">¥</span>
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onEnter();
        }}
        placeholder={label}
        aria-label={label}
        aria-invalid={invalid || undefined}
        inputMode="decimal"
      />
    </span>
  );
}

/**
 * Price bounds typed as decimal strings (at most 2 decimals, like the server's MONEY pattern) and
 * applied together; a reversed range is refused here with the server's own message.
 */
export function PriceRangeFilter({
  minPrice,
  maxPrice,
  onApply,
}: {
  minPrice?: string;
  maxPrice?: string;
  onApply: (range: { minPrice?: string; maxPrice?: string }) => void;
}) {
  const { t } = useTranslation();
  const [min, setMin] = useState(minPrice ?? '');
  const [max, setMax] = useState(maxPrice ?? '');
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const low = min.trim();
    const high = max.trim();
    if ((low && !MONEY_PATTERN.test(low)) || (high && !MONEY_PATTERN.test(high))) {
      setError(t('search.priceInvalid'));
      return;
    }
    if (low && high && compareDecimal(low, high) > 0) {
      setError(t('catalogue.priceRange'));
      return;
    }
    setError(null);
    onApply({ minPrice: low || undefined, maxPrice: high || undefined });
  };

  return (
    <Space size={6} wrap>
      <PriceInput value={min} onChange={setMin} onEnter={apply} label={t('search.priceMin')} invalid={!!error} />
      <span className="muted">—</span>
      <PriceInput value={max} onChange={setMax} onEnter={apply} label={t('search.priceMax')} invalid={!!error} />
      <Button size="small" onClick={apply}>
        {t('common.confirm')}
      </Button>
      {error && (
        <span className="price-range-error" role="alert">
          {error}
        </span>
      )}
    </Space>
  );
}
