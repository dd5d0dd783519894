import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CATEGORY_PICKER_KEY, categoryApi } from '../api.ts';
import { type CategoryOption, categoryOptionsOf } from '../category-options.ts';

/** The picker's categories (enabled leaves with their paths), cached for a while: the operator rarely changes them. */
export function useCategoryLeaves() {
  return useQuery({ queryKey: CATEGORY_PICKER_KEY, queryFn: categoryApi.selectable, staleTime: 5 * 60_000 });
}

/** Category picker (/product/productSelectCategory): the value is the category ids from the top. */
export function CategoryCascader({
  value,
  onChange,
  id,
  testId,
  ...aria
}: {
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  testId?: string;
  'aria-label'?: string;
}) {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useCategoryLeaves();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const options = useMemo(() => categoryOptionsOf(data ?? [], language), [data, language]);
  return (
    <Cascader<CategoryOption>
      id={id}
      options={options}
      value={value}
      onChange={(next) => onChange?.((next ?? []) as number[])}
      loading={isPending}
      placeholder={t('seller.product.categoryPlaceholder')}
      showSearch={{
        filter: (input, path) => path.some((option) => String(option.label).toLowerCase().includes(input.trim().toLowerCase())),
      }}
      data-testid={testId}
      aria-label={aria['aria-label']}
      style={{ width: '100%' }}
    />
  );
}
