import { CloseCircleFilled, DownOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useProvinces } from '../queries.ts';
import './province-select.css';

/** antd's Select (with its virtual list) is most of the search page's own code: it loads when the box is first used. */
const Select = lazy(() => import('antd/es/select'));

/**
 * The region filter: a small select of the provinces, searchable, clearable. Until it is first opened it
 * is drawn as antd's small select (placeholder or the chosen province), without antd's code.
 */
export function ProvinceSelect({ value, onChange }: { value?: string; onChange: (code: string | undefined) => void }) {
  const { t } = useTranslation();
  const provinces = useProvinces();
  const [used, setUsed] = useState(false);
  const options = provinces.data?.map((place) => ({ value: place.code, label: place.name }));
  const chosen = options?.find((option) => option.value === value)?.label;
  const placeholder = (
    <span className="province-select-placeholder">
      <button type="button" className="province-select-trigger" aria-label={t('search.province')} onClick={() => setUsed(true)}>
        <span className={chosen ? undefined : 'province-select-hint'}>{chosen ?? t('search.province')}</span>
        <DownOutlined className="province-select-arrow" />
      </button>
      {chosen && (
        <button
          type="button"
          className="province-select-clear"
          aria-label={t('search.provinceClear')}
          onClick={() => onChange(undefined)}
        >
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
        placeholder={t('search.province')}
        aria-label={t('search.province')}
        loading={provinces.isFetching}
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
