import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type CategoryNode, categoryNameIn } from '@hgsc/contracts';
import { Link } from 'react-router';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { sampleSubcategories, searchHref } from '../../catalogue/index.ts';

/** In place of the banners while the operator has none: what the market is, and popular categories to start from. */
export function HomeHero({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const popular = sampleSubcategories(categories, 10);
  return (
    <div className="home-hero-banner">
      <svg className="home-hero-art" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="5" strokeLinejoin="round">
          <path d="M100 30 160 65v70l-60 35-60-35V65z" />
          <path d="M100 50 143 75M143 125 100 150M57 125V75" />
          <path d="M100 30V5M160 135l22 13M40 135l-22 13" />
        </g>
        <g fill="currentColor">
          <circle cx="100" cy="5" r="7" />
          <circle cx="182" cy="148" r="7" />
          <circle cx="18" cy="148" r="7" />
        </g>
      </svg>
      <h1 data-testid="home-welcome">{t('home.heroTitle')}</h1>
      <p>{t('home.intro')}</p>
      <ul className="home-hero-points">
        <li>
          <SafetyCertificateOutlined /> {t('home.point.audit')}
        </li>
        <li>
          <SafetyCertificateOutlined /> {t('home.point.contract')}
        </li>
        <li>
          <SafetyCertificateOutlined /> {t('home.point.hazard')}
        </li>
      </ul>
      {popular.length > 0 && (
        <div className="home-hero-popular">
          <span>{t('home.popular')}</span>
          {popular.map((node) => (
            <Link key={node.id} to={searchHref({ categoryId: node.id })}>
              {categoryNameIn(node, language)}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
