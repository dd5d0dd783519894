import { CloseCircleFilled, DownOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useBrands, useCities, useProvinces } from '../queries.ts';
import './province-select.css';

/** antd's Select (with its virtual list) is most of the search page's own code: it loads when the box is first used. */
const Select = lazy(() => import('antd/es/select'));

interface FilterSelectProps {
  value?: string | undefined;
  onChange: (code: string | undefined) => void;
}

/**
 * A filter of the search bar: a small select, searchable, clearable (places by code, producers by name). Until it is
 * first opened it is drawn as antd's small select (placeholder or the chosen choice), without antd's code.
 */
function FilterSelect({
  value,
  onChange,
  choices,
  loading,
  label,
  clearLabel,
  testId,
  valueIsName = false,
}: FilterSelectProps & {
  choices: { code: string; name: string }[] | undefined;
  loading: boolean;
  label: string;
  clearLabel: string;
  testId: string;
  /** The value is the choice's name (a producer), shown before the list has come. */
  valueIsName?: boolean;
}) {
  const [used, setUsed] = useState(false);
  const options = choices?.map((choice) => ({ value: choice.code, label: choice.name }));
  const chosen = options?.find((option) => option.value === value)?.label ?? (valueIsName ? value : undefined);
  const placeholder = (
    <span className="province-select-placeholder">
      <button
        type="button"
        className="province-select-trigger"
        aria-label={label}
        onClick={() => setUsed(true)}
        data-testid={testId}
      >
        <span className={chosen ? undefined : 'province-select-hint'}>{chosen ?? label}</span>
        <DownOutlined className="province-select-arrow" />
      </button>
      {chosen && (
        <button type="button" className="province-select-clear" aria-label={clearLabel} onClick={() => onChange(undefined)}>
          <CloseCircleFilled />
        </button>
      )}
    </span>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Select
        size="small"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={label}
        aria-label={label}
        loading={loading}
        value={value}
        options={options}
        onChange={(code) => onChange(code as string | undefined)}
        style={{ width: 150 }}
        autoFocus
        defaultOpen
      />
    </Suspense>
  );
}

/** The region filter: the provinces. */
export function ProvinceSelect(props: FilterSelectProps) {
  const { t } = useTranslation();
  const provinces = useProvinces();
  return (
    <FilterSelect
      {...props}
      choices={provinces.data}
      loading={provinces.isFetching}
      label={t('search.province')}
      clearLabel={t('search.provinceClear')}
      testId="search-province"
    />
  );
}

/** The warehouse city filter: the cities of the chosen province. */
export function CitySelect({ provinceCode, ...props }: FilterSelectProps & { provinceCode: string }) {
  const { t } = useTranslation();
  const cities = useCities(provinceCode);
  return (
    <FilterSelect
      {...props}
      choices={cities.data}
      loading={cities.isFetching}
      label={t('search.city')}
      clearLabel={t('search.cityClear')}
      testId="search-city"
    />
  );
}

/** The producer filter: the producers the offers of the chosen category name, the most offered first. */
export function BrandSelect({ categoryId, ...props }: FilterSelectProps & { categoryId: number | undefined }) {
  const { t } = useTranslation();
  const brands = useBrands(categoryId);
  return (
    <FilterSelect
      {...props}
      choices={brands.data?.map((brand) => ({ code: brand.brand, name: brand.brand }))}
      loading={brands.isFetching}
      label={t('search.brand')}
      clearLabel={t('search.brandClear')}
      testId="search-brand"
      valueIsName
    />
  );
}
