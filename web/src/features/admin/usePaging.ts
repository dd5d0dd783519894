import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../shared/config.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** Paging state for a table: page sizes 10/30/50/100/200, default 10 (SPEC §9). */
export function usePaging() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current,
    pageSize: size,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (count) => t('table.total', { total: count }),
    onChange: (page, pageSize) => {
      setCurrent(pageSize !== size ? 1 : page);
      setSize(pageSize);
    },
  });
  return { current, size, reset: () => setCurrent(1), pagination };
}
