import { compareDecimal, MONEY_PATTERN } from '@hgsc/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import './price-range.css';

/** A price range's bounds in 元, as decimal strings; either may be open. */
export interface PriceBounds {
  low?: string;
  high?: string;
}

/** The words of a range, in the page's own words (the catalogue's and the receipt market's differ). */
export interface PriceRangeWords {
  min: string;
  max: string;
  apply: string;
  /** A bound that is not an amount of at most 2 decimals. */
  invalid: string;
  /** The lowest above the highest. */
  reversed: string;
}

/**
 * One end of the range: a price typed in yuan, Enter applies the range. A native input drawn like antd's small one:
 * antd's Input and its styles are heavy for two boxes on a public page, whose JavaScript is held to a budget.
 */
function PriceInput({
  value,
  onChange,
  onEnter,
  label,
  invalid,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  label: string;
  invalid: boolean;
  testId?: string;
}) {
  return (
    <span className={invalid ? 'price-input is-invalid' : 'price-input'}>
      <span className="price-input-prefix" aria-hidden="true">
        ¥
      </span>
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
 * Price bounds typed as decimal strings (at most 2 decimals, like the server's money pattern) and applied together; a
 * reversed range is said here instead of being sent to be refused. Keyed by its applied bounds where it is used, so a
 * change from outside (the URL) starts it again.
 */
export function PriceRange({
  bounds,
  onApply,
  words,
  testIdPrefix,
}: {
  bounds: PriceBounds;
  onApply: (bounds: PriceBounds) => void;
  words: PriceRangeWords;
  testIdPrefix?: string;
}) {
  const [min, setMin] = useState(bounds.low ?? '');
  const [max, setMax] = useState(bounds.high ?? '');
  const [error, setError] = useState<string | null>(null);
  const testId = (part: string) => (testIdPrefix ? `${testIdPrefix}-${part}` : undefined);

  const apply = () => {
    const low = min.trim();
    const high = max.trim();
    if ((low && !MONEY_PATTERN.test(low)) || (high && !MONEY_PATTERN.test(high))) return setError(words.invalid);
    if (low && high && compareDecimal(low, high) > 0) return setError(words.reversed);
    setError(null);
    onApply({ low: low || undefined, high: high || undefined });
  };

  return (
    <Space size={6} wrap>
      <PriceInput value={min} onChange={setMin} onEnter={apply} label={words.min} invalid={!!error} testId={testId('min')} />
      <span className="muted" aria-hidden="true">
        —
      </span>
      <PriceInput value={max} onChange={setMax} onEnter={apply} label={words.max} invalid={!!error} testId={testId('max')} />
      <Button size="small" onClick={apply} data-testid={testId('apply')}>
        {words.apply}
      </Button>
      {error && (
        <span className="price-range-error" role="alert">
          {error}
        </span>
      )}
    </Space>
  );
}
