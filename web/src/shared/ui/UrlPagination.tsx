import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '../config.ts';

/**
 * The pager under a public list whose page and size live in the URL (see shared/url-query.ts).
 * Hidden while the list is empty; a new page size starts again at page 1.
 */
export function UrlPagination({
  className,
  current,
  size,
  total,
  onChange,
}: {
  className: string;
  current: number;
  size: number;
  total: number;
  onChange: (page: number, size: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  return (
    <Pagination
      className={className}
      current={current}
      pageSize={size}
      total={total}
      showSizeChanger
      pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
      showTotal={(count) => t('table.total', { total: count })}
      onChange={(page, nextSize) => onChange(nextSize !== size ? 1 : page, nextSize)}
    />
  );
}
