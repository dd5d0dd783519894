import type { Place } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Cascader, Form } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { placesApi } from './places-api.ts';

interface PlaceOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: PlaceOption[];
}

/** The divisions under a parent code ('' for the provinces), cached for the session. */
function usePlaceLoader() {
  const queryClient = useQueryClient();
  return useCallback(
    (parent: string, level: 0 | 1 | 2) =>
      queryClient.fetchQuery({
        queryKey: ['places', level, parent],
        queryFn: () => (level === 0 ? placesApi.provinces() : level === 1 ? placesApi.cities(parent) : placesApi.areas(parent)),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    [queryClient],
  );
}

/**
 * Province / city / district picker fed by /province/list, /city/list and /area/list; the value is
 * the three GB/T 2260 codes (`levels={2}`: province and city only, e.g. a product's delivery place).
 * A value set from outside (an edited record) loads its chain first.
 */
export function PlaceCascader({
  value,
  onChange,
  id,
  disabled,
  testId,
  levels = 3,
  placeholder,
  ...aria
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  disabled?: boolean;
  testId?: string;
  levels?: 2 | 3;
  /** The words shown while empty, for a page outside the signed-in area, whose words the field words are not among. */
  placeholder?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
}) {
  const { t } = useTranslation();
  const load = usePlaceLoader();
  const [tree, setTree] = useState<Record<string, Place[]>>({});
  const requested = useRef(new Set<string>());

  const ensure = useCallback(
    async (parent: string, level: 0 | 1 | 2) => {
      const key = `${level}:${parent}`;
      if (requested.current.has(key)) return;
      requested.current.add(key);
      try {
        const places = await load(parent, level);
        setTree((previous) => ({ ...previous, [parent]: places }));
      } catch {
        // Shown by the request layer; a later open tries again.
        requested.current.delete(key);
      }
    },
    [load],
  );

  const [provinceCode, cityCode] = value ?? [];
  useEffect(() => {
    void ensure('', 0);
    if (provinceCode) void ensure(provinceCode, 1);
    if (cityCode && levels === 3) void ensure(cityCode, 2);
  }, [ensure, provinceCode, cityCode, levels]);

  const options = useMemo<PlaceOption[]>(() => {
    const last = levels - 1;
    const level = (parent: string, depth: number): PlaceOption[] | undefined =>
      tree[parent]?.map((place) => {
        const children = depth < last ? level(place.code, depth + 1) : undefined;
        return {
          value: place.code,
          label: place.name,
          // A division whose list came back empty (台湾) ends the chain.
          isLeaf: depth === last || (children !== undefined && children.length === 0),
          children: children && children.length > 0 ? children : undefined,
        };
      });
    return level('', 0) ?? [];
  }, [tree, levels]);

  return (
    <Cascader<PlaceOption>
      id={id}
      options={options}
      value={value}
      onChange={(next) => onChange?.((next ?? []) as string[])}
      loadData={(selected) => {
        const last = selected[selected.length - 1];
        if (last && selected.length < levels) void ensure(last.value, selected.length as 1 | 2);
      }}
      changeOnSelect={false}
      disabled={disabled}
      placeholder={placeholder ?? t(levels === 2 ? 'field.place.placeholderCity' : 'field.place.placeholder')}
      showSearch={{ filter: (input, path) => path.some((option) => String(option.label).includes(input)) }}
      data-testid={testId}
      aria-label={aria['aria-label']}
      style={{ width: '100%' }}
    />
  );
}

/** The form value of a picked division chain, as the body fields the calls take. */
export const regionFields = (region: string[] | undefined) => ({
  provinceCode: region?.[0] ?? '',
  cityCode: region?.[1] ?? '',
  areaCode: region?.[2] ?? '',
});

/** A region rule: all three levels picked. */
export const regionRule = (message: string) => ({
  validator: async (_: unknown, value: string[] | undefined) => {
    if (!value || value.length < 3) throw new Error(message);
  },
});

/** The form's `region` item: the place picker, all three levels required. */
export function RegionFormItem({ testId, disabled }: { testId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="region" label={t('field.place.label')} required rules={[regionRule(t('field.place.required'))]}>
      <PlaceCascader disabled={disabled} testId={testId} aria-label={t('field.place.label')} />
    </Form.Item>
  );
}
