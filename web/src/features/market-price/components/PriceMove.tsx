import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import type { MarketPriceLine } from '@hgsc/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import './market-price.css';

/** A day's move against the day before, in Chinese market colours: a rise in red, a fall in green. */
export function PriceMove({ line }: { line: Pick<MarketPriceLine, 'trend' | 'changePercent'> }) {
  const { t } = useTranslation();
  if (line.trend === 'new') return <span className="price-move price-move-new">{t('marketPrice.new')}</span>;
  if (line.trend === 'same')
    return (
      <span className="price-move price-move-same">
        <MinusOutlined /> {t('marketPrice.same')}
      </span>
    );
  const up = line.trend === 'up';
  return (
    <span className={up ? 'price-move price-move-up' : 'price-move price-move-down'}>
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {up ? '+' : ''}
      {line.changePercent}%
    </span>
  );
}
