import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** antd's Cascader is the heaviest piece of the filters: it loads after the listings, in a chunk of its own. */
const PlaceCascader = lazy(() =>
  import('../../../shared/ui/PlaceCascader.tsx').then((module) => ({ default: module.PlaceCascader })),
);

/** A city's province by GB/T 2260: its first two digits, then zeros (110100 北京市 → 110000). */
const provinceOf = (cityCode: string) => `${cityCode.slice(0, 2)}0000`;

/** Where the goods lie: a province and city picked with the shared place picker; the value is the city's code. */
export function CityFilter({ value, onChange }: { value?: string; onChange: (cityCode: string | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-block', width: 240 }} data-testid="rm-city">
      <Suspense fallback={<span className="muted">{t('receiptMarket.cityPlaceholder')}</span>}>
        <PlaceCascader
          levels={2}
          value={value ? [provinceOf(value), value] : undefined}
          onChange={(codes) => onChange(codes[1])}
          aria-label={t('receiptMarket.city')}
          placeholder={t('receiptMarket.cityPlaceholder')}
        />
      </Suspense>
    </span>
  );
}
