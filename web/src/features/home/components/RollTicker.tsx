import { RiseOutlined } from '@ant-design/icons';
import type { MarketPriceLine } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { marketPriceHref, marketPriceQueries, PriceMove } from '../../market-price/index.ts';

/** One commodity: its market price per tonne and its move against the day before. */
function RollItem({ line, hidden }: { line: MarketPriceLine; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={marketPriceHref(line.casNumber)} tabIndex={hidden ? -1 : undefined} title={`CAS ${line.casNumber}`}>
        <span className="roll-name">{line.name}</span>
        <span className="roll-price">
          ¥{formatPrice(line.price)}
          {t('marketPrice.perTonne')}
        </span>
        <PriceMove line={line} />
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

const NO_LINES: MarketPriceLine[] = [];

/**
 * 实时行情: one line per commodity, the most traded first — its market price of the day per tonne and its move
 * (/market/price/list) — scrolling sideways; hovering pauses it.
 * The list runs twice for a seamless loop; the copy is hidden from assistive technology and drawn just after
 * the page, which shows only the first few items anyway.
 */
export function RollTicker() {
  const { t } = useTranslation();
  const roll = useQuery(marketPriceQueries.ticker());
  const items = roll.data?.records ?? NO_LINES;
  const looped = useAfterFirstRender();
  return (
    <section className="roll-ticker" aria-label={t('home.roll.title')} data-testid="home-roll">
      <Link to="/prices" className="roll-ticker-label" title={t('marketPrice.tickerMore')}>
        <RiseOutlined /> {t('home.roll.title')}
      </Link>
      {items.length === 0 ? (
        <div className="roll-ticker-empty muted">{roll.isPending ? t('home.loading') : t('home.roll.empty')}</div>
      ) : (
        <div className="roll-ticker-window">
          <div className="roll-ticker-track" style={{ animationDuration: `${Math.max(20, items.length * 5)}s` }}>
            <ul>
              {items.map((line) => (
                <RollItem key={line.casNumber} line={line} />
              ))}
            </ul>
            {looped && (
              <ul aria-hidden="true">
                {items.map((line) => (
                  <RollItem key={line.casNumber} line={line} hidden />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
