import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

export interface SearchOption {
  value: number;
  label: string;
  disabled?: boolean;
}

/** How long typing must pause before the server is asked: one call per word, not per key. */
const TYPING_PAUSE_MS = 300;

/**
 * A select whose options the server finds for what is typed (a company, a warehouse). The picked option stays
 * named after the next search leaves it out of the results; `initialLabel` names the value an edited record starts
 * with. Form.Item gives it `value`, `onChange` and `id`.
 */
export function SearchSelect({
  queryKey,
  search,
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
  queryKey: readonly unknown[];
  search: (keyword: string) => Promise<SearchOption[]>;
  value?: number;
  /** The picked value, and what it is called (to name it elsewhere, e.g. a dialog opened for it). */
  onChange?: (value: number | undefined, label?: string) => void;
  id?: string;
  initialLabel?: string;
  placeholder: string;
  allowClear?: boolean;
  testId?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<SearchOption | null>(
    value !== undefined && initialLabel ? { value, label: initialLabel } : null,
  );
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: [...queryKey, keyword],
    queryFn: () => search(keyword),
    placeholderData: keepPreviousData,
  });
  const results = found.data ?? [];
  const options =
    picked && picked.value === value && !results.some((option) => option.value === value) ? [picked, ...results] : results;

  return (
    <Select<number, SearchOption>
      id={id}
      value={value}
      options={options}
      onChange={(next, option) => {
        const one = option && !Array.isArray(option) ? option : null;
        setPicked(one);
        onChange?.(next, one?.label);
      }}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={found.isFetching}
      allowClear={allowClear}
      placeholder={placeholder}
      notFoundContent={found.isFetching ? null : t('wrAdmin.noMatch')}
      aria-label={ariaLabel}
      data-testid={testId}
      style={style ?? { width: '100%' }}
    />
  );
}
