import { AppstoreOutlined, RightOutlined } from '@ant-design/icons';
import { type CategoryNode, categoryNameIn } from '@hgsc/contracts';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { searchHref } from '../../catalogue/index.ts';

/** How many subcategory names a menu row previews under its top category. */
const PREVIEW = 3;

/**
 * The home's category menu (全部商品分类): the top categories with a preview of their children;
 * hovering (or focusing) one opens a panel with all of its subcategories. Every name links to
 * /search?categoryId=.
 */
export function CategoryMenu({ categories, loading }: { categories: CategoryNode[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [open, setOpen] = useState<number | null>(null);
  const openNode = categories?.find((node) => node.id === open);
  return (
    <nav className="category-menu" aria-label={t('home.categories')} onMouseLeave={() => setOpen(null)}>
      <div className="category-menu-title">
        <AppstoreOutlined /> {t('home.categories')}
      </div>
      {loading && !categories ? (
        <Skeleton active title={false} paragraph={{ rows: 8 }} style={{ padding: 12 }} />
      ) : (
        <ul className="category-menu-list">
          {categories?.map((node) => (
            <li
              key={node.id}
              className={node.id === open ? 'category-menu-item is-open' : 'category-menu-item'}
              onMouseEnter={() => setOpen(node.id)}
              onFocus={() => setOpen(node.id)}
            >
              <Link to={searchHref({ categoryId: node.id })} className="category-menu-top">
                {categoryNameIn(node, language)}
              </Link>
              <span className="category-menu-preview">
                {node.children.slice(0, PREVIEW).map((child) => (
                  <Link key={child.id} to={searchHref({ categoryId: child.id })} tabIndex={-1}>
                    {categoryNameIn(child, language)}
                  </Link>
                ))}
              </span>
              {node.children.length > 0 && <RightOutlined className="category-menu-arrow" />}
            </li>
          ))}
        </ul>
      )}
      {openNode && openNode.children.length > 0 && (
        <div className="category-flyout" data-testid="category-flyout">
          <div className="category-flyout-head">
            <Link to={searchHref({ categoryId: openNode.id })}>{categoryNameIn(openNode, language)}</Link>
            <RightOutlined />
          </div>
          <div className="category-flyout-groups">
            {openNode.children.map((child) => (
              <div key={child.id} className="category-flyout-group">
                <Link to={searchHref({ categoryId: child.id })} className="category-flyout-name">
                  {categoryNameIn(child, language)}
                </Link>
                {child.children.map((leaf) => (
                  <Link key={leaf.id} to={searchHref({ categoryId: leaf.id })} className="category-flyout-leaf">
                    {categoryNameIn(leaf, language)}
                  </Link>
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
    </nav>
  );
}
