import type { CSSProperties, ReactNode } from 'react';
import './light-nav.css';

/**
 * antd's Breadcrumb look for a plain trail of links: antd's carries Dropdown and Menu (for items with
 * menus, which no public page has) into the page's JavaScript, held to a budget.
 */
export function Breadcrumb({ items, style }: { items: Array<{ title: ReactNode }>; style?: CSSProperties }) {
  return (
    <nav className="light-breadcrumb" aria-label="breadcrumb" style={style}>
      <ol>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail's order is its identity
          <li key={index} aria-current={index === items.length - 1 ? 'page' : undefined}>
            {item.title}
            {index < items.length - 1 && (
              <span className="light-breadcrumb-separator" aria-hidden="true">
                /
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
