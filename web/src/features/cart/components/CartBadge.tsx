import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartCount } from '../use-cart.ts';
import './cart-badge.css';

/** The header's link to /mycart with the number of lines in the cart (the user's, or a visitor's buylist). */
export function CartBadge() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link to="/mycart" className="header-cart" aria-label={t('mycart.headerAria', { count })} data-testid="header-cart">
      <Badge count={count} size="small" overflowCount={99} offset={[4, -2]}>
        <ShoppingCartOutlined style={{ fontSize: 20 }} />
      </Badge>
      <span className="header-cart-label">{t('mycart.header')}</span>
    </Link>
  );
}
