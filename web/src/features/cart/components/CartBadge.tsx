import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useCartCount } from '../use-cart.ts';
import './cart-badge.css';

/** The header's link to /mycart with the number of lines in the cart (the user's, or a visitor's buylist). */
export function CartBadge() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link to="/mycart" className="header-cart" aria-label={t('mycart.headerAria', { count })} data-testid="header-cart">
      {/* antd's small Badge, drawn in cart-badge.css: the header is on every page, and antd's Badge would add its weight to
          each one's JavaScript. */}
      <span className="header-cart-icon">
        <ShoppingCartOutlined style={{ fontSize: 20 }} />
        {count > 0 && (
          <sup className="header-cart-count" title={String(count)}>
            {count > 99 ? '99+' : count}
          </sup>
        )}
      </span>
      <span className="header-cart-label">{t('mycart.header')}</span>
    </Link>
  );
}
