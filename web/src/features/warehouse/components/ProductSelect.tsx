import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PRODUCTS_URL, warehouseAdminApi } from '../api.ts';

/** Picks a receipt product (name and grade), enabled or not; the list is short, so it is searched in the page. */
export function ProductSelect({
  value,
  onChange,
  id,
  placeholder,
  allowClear,
  testId,
  style,
  'aria-label': ariaLabel,
}: {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  placeholder: string;
  allowClear?: boolean;
  testId?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const products = useQuery({ queryKey: [PRODUCTS_URL], queryFn: () => warehouseAdminApi.products() });
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      loading={products.isFetching}
      placeholder={placeholder}
      notFoundContent={t('wrAdmin.noMatch')}
      options={(products.data ?? []).map((product) => ({
        value: product.id,
        label: t('wrAdmin.product.option', { name: product.name, grade: product.grade }),
      }))}
      aria-label={ariaLabel}
      data-testid={testId}
      style={style ?? { width: '100%' }}
    />
  );
}
