import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined, RiseOutlined } from '@ant-design/icons';
import type { CatalogueRollItem } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';
import { catalogueQueries, priceChange, productHref } from '../../catalogue/index.ts';

type PriceChange = ReturnType<typeof priceChange>;

/** Chinese market colours: a rise in red, a fall in green. */
function Move({ item, change }: { item: CatalogueRollItem; change: PriceChange }) {
  const { t } = useTranslation();
  if (item.trend === 'new') return <span className="roll-move roll-new">{t('home.roll.new')}</span>;
  if (item.trend === 'same' || !change)
    return (
      <span className="roll-move roll-same">
        <MinusOutlined /> {t('home.roll.same')}
      </span>
    );
  const up = item.trend === 'up';
  return (
    <span className={up ? 'roll-move roll-up' : 'roll-move roll-down'}>
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
      {change.delta.replace('-', '')}
      {change.percent !== null && ` (${up ? '+' : ''}${change.percent}%)`}
    </span>
  );
}

function RollItem({ item, change, hidden }: { item: CatalogueRollItem; change: PriceChange; hidden?: boolean }) {
  return (
    <li>
      <Link to={productHref(item.productId)} tabIndex={hidden ? -1 : undefined} title={item.shopName}>
        <span className="roll-name">{item.name}</span>
        <span className="roll-price">
          ¥{formatPrice(item.price)}/<UnitWords unit={item.unit} />
        </span>
        <Move item={item} change={change} />
      </Link>
    </li>
  );
}

/**
 * True from the task after the first render: what can wait draws in a short task of its own, so the first render's long
 * task stays short on a phone.
 */
function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAfter(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}

const NO_ITEMS: CatalogueRollItem[] = [];

/**
 * 实时行情: the latest price moves (/product/productRollShow) scrolling sideways; hovering pauses it.
 * The list runs twice for a seamless loop; the copy is hidden from assistive technology and drawn just after
 * the page, which shows only the first few items anyway.
 */
export function RollTicker() {
  const { t } = useTranslation();
  const roll = useQuery(catalogueQueries.rollShow());
  const items = roll.data ?? NO_ITEMS;
  const changes = useMemo(() => items.map(priceChange), [items]);
  const looped = useAfterFirstRender();
  return (
    <section className="roll-ticker" aria-label={t('home.roll.title')} data-testid="home-roll">
      <div className="roll-ticker-label">
        <RiseOutlined /> {t('home.roll.title')}
      </div>
      {items.length === 0 ? (
        <div className="roll-ticker-empty muted">{roll.isPending ? t('home.loading') : t('home.roll.empty')}</div>
      ) : (
        <div className="roll-ticker-window">
          <div className="roll-ticker-track" style={{ animationDuration: `${Math.max(20, items.length * 5)}s` }}>
            <ul>
              {items.map((item, index) => (
                <RollItem key={`${item.productId}-${item.changedAt}`} item={item} change={changes[index] ?? null} />
              ))}
            </ul>
            {looped && (
              <ul aria-hidden="true">
                {items.map((item, index) => (
                  <RollItem key={`${item.productId}-${item.changedAt}`} item={item} change={changes[index] ?? null} hidden />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
