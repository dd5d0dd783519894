import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PAGE_SIZE_OPTIONS } from '../config.ts';
import { antdLocaleOf, currentLanguage } from '../i18n/index.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageItems } from './page-items.ts';
import './url-pagination.css';

/**
 * The pager under a public list whose page and size live in the URL (see shared/url-query.ts).
 * Hidden while the list is empty; a new page size starts again at page 1. antd's Pagination look,
 * drawn with buttons and a native select: antd's brings its Select (and virtual list) into every
 * public list page's JavaScript, held to a budget. Its texts are antd's locale's.
 */
export function UrlPagination({
  className,
  current,
  size,
  total,
  totalText,
  onChange,
}: {
  className: string;
  current: number;
  size: number;
  total: number;
  /** The text instead of "共 N 条" (a capped total says how far the pages go). */
  totalText?: string;
  onChange: (page: number, size: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  const texts = antdLocaleOf(currentLanguage()).Pagination ?? {};
  const pages = Math.max(1, Math.ceil(total / size));
  const go = (page: number) => onChange(Math.min(pages, Math.max(1, page)), size);
  const totalLabel = totalText ?? t('table.total', { total });
  return (
    <nav className={`url-pagination ${className}`} aria-label={totalLabel}>
      <span className="url-pagination-total">{totalLabel}</span>
      <button
        type="button"
        className="url-pagination-item"
        disabled={current <= 1}
        aria-label={texts.prev_page}
        onClick={() => go(current - 1)}
      >
        <LeftOutlined />
      </button>
      {pageItems(current, pages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className="url-pagination-item"
            aria-current={item === current ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ) : (
          <button
            key={item}
            type="button"
            className="url-pagination-item url-pagination-jump"
            aria-label={item === 'back' ? texts.prev_5 : texts.next_5}
            onClick={() => go(item === 'back' ? current - 5 : current + 5)}
          >
            •••
          </button>
        ),
      )}
      <button
        type="button"
        className="url-pagination-item"
        disabled={current >= pages}
        aria-label={texts.next_page}
        onClick={() => go(current + 1)}
      >
        <RightOutlined />
      </button>
      <select
        className="url-pagination-size"
        value={size}
        aria-label={texts.items_per_page}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {PAGE_SIZE_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option} {texts.items_per_page}
          </option>
        ))}
      </select>
    </nav>
  );
}
