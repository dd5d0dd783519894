import { type Warehouse, warehouseKindLabelKey } from '@hgsc/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { WAREHOUSES_URL, warehouseAdminApi } from '../api.ts';
import { SearchSelect } from './SearchSelect.tsx';

/** What a warehouse is called in a picker: its name, kind and code. */
export const useWarehouseLabel = () => {
  const { t } = useTranslation();
  return (warehouse: Pick<Warehouse, 'name' | 'kind' | 'code'>) =>
    t('wrAdmin.warehouse.option', { name: warehouse.name, kind: t(warehouseKindLabelKey(warehouse.kind)), code: warehouse.code });
};

/** Picks a warehouse or factory warehouse (enabled or not) by what the server finds for the typed code, name or keeper. */
export function WarehouseSelect({
  value,
  onChange,
  id,
  initialLabel,
  placeholder,
  allowClear,
  testId,
  style,
  'aria-label': ariaLabel,
}: {
  value?: number;
  onChange?: (value: number | undefined, label?: string) => void;
  id?: string;
  initialLabel?: string;
  placeholder: string;
  allowClear?: boolean;
  testId?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}) {
  const labelOf = useWarehouseLabel();
  const find = async (keyword: string) => {
    const page = await warehouseAdminApi.findWarehouses(keyword);
    return page.records.map((warehouse) => ({ value: warehouse.id, label: labelOf(warehouse) }));
  };
  return (
    <SearchSelect
      queryKey={[WAREHOUSES_URL, 'picker']}
      search={find}
      value={value}
      onChange={onChange}
      id={id}
      initialLabel={initialLabel}
      placeholder={placeholder}
      allowClear={allowClear}
      testId={testId}
      style={style}
      aria-label={ariaLabel}
    />
  );
}
