import { compareDecimal, MONEY_PATTERN } from '@hgsc/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** One end of the range: a native input with antd's small look (antd's Input family is heavy for two boxes). */
function PriceInput({
  value,
  label,
  invalid,
  testId,
  onChange,
  onEnter,
}: {
  value: string;
  label: string;
  invalid: boolean;
  testId: string;
  onChange: (value: string) => void;
  onEnter: () => void;
}) {
  return (
    <span className={invalid ? 'rm-price-input is-invalid' : 'rm-price-input'}>
      <span aria-hidden="true">¥</span>
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
        data-testid={testId}
      />
    </span>
  );
}

/**
 * The price bounds in 元 as decimal strings (at most 2 decimals, the server's money pattern), applied together; a
 * reversed range is said here instead of being sent to be refused.
 */
export function PriceRange({
  priceMin,
  priceMax,
  onApply,
}: {
  priceMin?: string;
  priceMax?: string;
  onApply: (range: { priceMin?: string; priceMax?: string }) => void;
}) {
  const { t } = useTranslation();
  const [min, setMin] = useState(priceMin ?? '');
  const [max, setMax] = useState(priceMax ?? '');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const low = min.trim();
    const high = max.trim();
    if ((low && !MONEY_PATTERN.test(low)) || (high && !MONEY_PATTERN.test(high)))
      return setError(t('receiptMarket.priceInvalid'));
    if (low && high && compareDecimal(low, high) > 0) return setError(t('receiptMarket.priceReversed'));
    setError(null);
    onApply({ priceMin: low || undefined, priceMax: high || undefined });
  };
  return (
    <>
      <PriceInput
        value={min}
        onChange={setMin}
        onEnter={apply}
        label={t('receiptMarket.priceMin')}
        invalid={!!error}
        testId="rm-price-min"
      />
      <span className="muted" aria-hidden="true">
        —
      </span>
      <PriceInput
        value={max}
        onChange={setMax}
        onEnter={apply}
        label={t('receiptMarket.priceMax')}
        invalid={!!error}
        testId="rm-price-max"
      />
      <Button size="small" onClick={apply} data-testid="rm-price-apply">
        {t('receiptMarket.priceApply')}
      </Button>
      {error && (
        <span className="rm-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
