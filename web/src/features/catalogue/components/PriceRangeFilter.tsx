import { compareDecimal, MONEY_PATTERN } from '@hgsc/contracts';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
      <Input
        size="small"
        value={min}
        onChange={(e) => setMin(e.target.value)}
        onPressEnter={apply}
        placeholder={t('search.priceMin')}
        aria-label={t('search.priceMin')}
        prefix="¥"
        inputMode="decimal"
        style={{ width: 110 }}
        status={error ? 'error' : undefined}
      />
      <span className="muted">—</span>
      <Input
        size="small"
        value={max}
        onChange={(e) => setMax(e.target.value)}
        onPressEnter={apply}
        placeholder={t('search.priceMax')}
        aria-label={t('search.priceMax')}
        prefix="¥"
        inputMode="decimal"
        style={{ width: 110 }}
        status={error ? 'error' : undefined}
      />
      <Button size="small" onClick={apply}>
        {t('common.confirm')}
      </Button>
      {error && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
