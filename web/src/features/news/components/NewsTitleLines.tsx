import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateText } from '../../../shared/use-date-text.tsx';
import { newsHref } from '../api.ts';
import '../news.css';

/** Article titles one a line, each a link with its date (an optional `prefix` before the title); Empty when none. */
export function NewsTitleLines<T extends { id: number; title: string; publishedAt: string | null }>({
  items,
  className,
  prefix,
}: {
  items: T[];
  className: string;
  prefix?: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('newsPage.empty')} />;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          {prefix?.(item)}
          <Link to={newsHref(item.id)} title={item.title}>
            {item.title}
          </Link>
          <time className="muted">
            <DateText value={item.publishedAt} format="MM-DD" />
          </time>
        </li>
      ))}
    </ul>
  );
}
