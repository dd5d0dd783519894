import { formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * What an offer priced per kilogram, drum or bag comes to per tonne (≈ ¥2,593.75/吨), the figure the price sorts and
 * filters compare; nothing for an offer priced per tonne.
 */
export function TonnePrice({ tonnePrice }: { tonnePrice: string | null | undefined }) {
  const { t } = useTranslation();
  if (!tonnePrice) return null;
  return (
    <div className="goods-card-tonne muted" data-testid="product-card-tonne" title={t('goods.perTonneNote')}>
      {t('goods.perTonne', { price: formatPrice(tonnePrice) })}
    </div>
  );
}
