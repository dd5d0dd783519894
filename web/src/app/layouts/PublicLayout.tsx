import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { AgreementGate, ReceiptAgreementGate } from '../../features/agreement/index.ts';
import { CartBadge } from '../../features/cart/index.ts';
import { useSiteInfo } from '../../features/home/index.ts';
import { loadNotificationBell } from '../../features/notification/index.ts';
import { formatMarketDate } from '../../shared/format.ts';
import { currentLanguage, setLanguage } from '../../shared/i18n/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useSession } from '../../shared/session.ts';
import { HeaderSearch } from './HeaderSearch.tsx';

/** Only logged-in visitors need the user menu (a dropdown): it loads on demand. */
const UserMenu = lazy(() => import('./UserMenu.tsx'));
/** The bell, likewise: a signed-in person's unread notifications. */
const NotificationBell = lazy(loadNotificationBell);

export function LanguageSwitch({ light }: { light?: boolean }) {
  const { t } = useTranslation();
  const next = currentLanguage() === 'zh' ? 'en' : 'zh';
  const label = next === 'en' ? 'English' : '中文';
  return (
    <Button
      type="text"
      size="small"
      icon={<GlobalOutlined />}
      onClick={() => void setLanguage(next)}
      data-testid="language-switch"
      // The spoken name begins with the words shown (WCAG 2.5.3, label in name), then says what the button does.
      aria-label={t('header.switchLanguage', { label })}
      style={light ? { color: '#fff' } : undefined}
    >
      {label}
    </Button>
  );
}

/** The header's market links; NavLink marks the page being shown (aria-current). */
const headerNavLink = { fontSize: 15, fontWeight: 500, whiteSpace: 'nowrap' } as const;

function Header() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  return (
    <>
      <div className="topbar">
        <div className="container topbar-inner">
          <span className="muted">{t('header.slogan')}</span>
          <div className="topbar-actions">
            {loggedIn ? (
              <Suspense fallback={null}>
                <NotificationBell />
                <UserMenu />
              </Suspense>
            ) : (
              <span className="topbar-links">
                <Link to="/login" data-testid="header-login">
                  {t('header.login')}
                </Link>
                <span className="muted">|</span>
                <Link to="/register" data-testid="header-register">
                  {t('header.register')}
                </Link>
              </span>
            )}
            <LanguageSwitch />
          </div>
        </div>
      </div>
      <header className="site-header">
        <div className="container site-header-inner">
          <Link to="/" className="logo">
            <img src="/favicon.svg" alt="" width={36} height={36} />
            <span>{t('site.title')}</span>
          </Link>
          <HeaderSearch />
          <nav aria-label={t('receiptMarket.headerNav')} style={{ flex: 'none', display: 'flex', gap: 20 }}>
            <NavLink to="/prices" style={headerNavLink} data-testid="header-market-prices">
              {t('marketPrice.headerNav')}
            </NavLink>
            <NavLink to="/receiptMarket" style={headerNavLink} data-testid="header-receipt-market">
              {t('route.receiptMarket')}
            </NavLink>
          </nav>
          <CartBadge />
        </div>
      </header>
    </>
  );
}

const footerLink = { color: 'rgba(255, 255, 255, 0.85)' };

function Footer() {
  const { t } = useTranslation();
  // The market's year, the same on the server and in the browser on New Year's night.
  const year = formatMarketDate(Date.now(), 'YYYY');
  // The filing texts come from the server's configuration (GET /site/info).
  const { data: siteInfo } = useSiteInfo();
  return (
    <footer className="site-footer">
      <div className="container">
        <nav
          aria-label={t('footer.links')}
          style={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 16, marginBottom: 8 }}
        >
          <Link to="/helpcenter/index" style={footerLink} data-testid="footer-help">
            {t('route.helpcenter')}
          </Link>
          <Link to="/helpcenter/aboutus" style={footerLink}>
            {t('route.help.aboutus')}
          </Link>
          <Link to="/helpcenter/contactus" style={footerLink}>
            {t('route.help.contactus')}
          </Link>
          <Link to="/helpcenter/legalnotices" style={footerLink}>
            {t('route.help.legalnotices')}
          </Link>
        </nav>
        <div>{t('footer.copyright', { year })}</div>
        <div className="filings">
          <span data-testid="footer-icp">{siteInfo?.icp}</span>
          <span data-testid="footer-police">{siteInfo?.policeFiling}</span>
        </div>
      </div>
    </footer>
  );
}

/** The public frame: header and footer around public pages and the management centre. */
export function PublicLayout() {
  return (
    // Plain elements with antd Layout's styles (styles.css): the frame is on every page, and antd's Layout would add its
    // weight to each one's JavaScript budget.
    <div className="public-layout">
      <Header />
      <main className="site-main">
        <div className="container">
          <Outlet />
        </div>
      </main>
      <Footer />
      <AgreementGate />
      <ReceiptAgreementGate />
    </div>
  );
}
