import { type CategoryNode, categoryNameIn, PACKAGING_CODES, packagingLabelKey } from '@hgsc/contracts';
import { Checkbox, Tag } from 'antd';
import type { ReactNode } from 'react';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PriceRange } from '../../../shared/ui/PriceRange.tsx';
import { categoryPath } from '../category-tree.ts';
import { type SearchQuery, withFilter } from '../search-query.ts';
import { BrandSelect, CitySelect, ProvinceSelect } from './FilterSelect.tsx';

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="filter-row">
      <div className="filter-row-label">{label}</div>
      <div className="filter-row-values">{children}</div>
    </div>
  );
}

/** "全部" plus one checkable tag per option; the checked one is the current filter value. */
function Choices<T extends string | number>({
  name,
  allLabel,
  value,
  options,
  onChange,
}: {
  name: string;
  /** The label of "no filter" (全部 unless told). */
  allLabel?: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle tags acts as one choice; a fieldset would restyle it
    <div role="group" aria-label={name} className="filter-choices">
      <Tag.CheckableTag checked={value === undefined} onChange={() => onChange(undefined)}>
        {allLabel ?? t('search.all')}
      </Tag.CheckableTag>
      {options.map((option) => (
        <Tag.CheckableTag key={option.value} checked={value === option.value} onChange={() => onChange(option.value)}>
          {option.label}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

/** One row per level along the chosen category's path: the top categories, then the children of each chosen one. */
function CategoryRows({
  tree,
  categoryId,
  onChange,
}: {
  tree: CategoryNode[];
  categoryId: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const path = categoryPath(tree, categoryId);
  const levels: { parent: CategoryNode | undefined; nodes: CategoryNode[] }[] = [{ parent: undefined, nodes: tree }];
  for (const node of path) if (node.children.length > 0) levels.push({ parent: node, nodes: node.children });
  return (
    <>
      {levels.map(({ parent, nodes }, depth) => (
        <FilterRow key={parent?.id ?? 'top'} label={parent ? categoryNameIn(parent, language) : t('search.category')}>
          <Choices
            name={parent ? categoryNameIn(parent, language) : t('search.category')}
            value={path[depth]?.id}
            options={nodes.map((node) => ({ value: node.id, label: categoryNameIn(node, language) }))}
            onChange={(id) => onChange(id ?? parent?.id)}
          />
        </FilterRow>
      ))}
    </>
  );
}

/** The /search filter bar: category, packaging, region, producer, price range, stock and dangerous goods. */
export function SearchFilters({
  query,
  tree,
  onChange,
}: {
  query: SearchQuery;
  tree: CategoryNode[];
  onChange: (next: SearchQuery) => void;
}) {
  const { t } = useTranslation();
  const dangerousValue = query.dangerous === undefined ? undefined : query.dangerous ? 'only' : 'none';
  return (
    <section className="search-filters" aria-label={t('search.filters')}>
      <CategoryRows tree={tree} categoryId={query.categoryId} onChange={(id) => onChange(withFilter(query, 'categoryId', id))} />
      <FilterRow label={t('search.packaging')}>
        <Choices
          name={t('search.packaging')}
          value={query.packaging}
          options={PACKAGING_CODES.map((code) => ({ value: code, label: t(packagingLabelKey(code)) }))}
          onChange={(code) => onChange(withFilter(query, 'packaging', code))}
        />
      </FilterRow>
      <FilterRow label={t('search.more')}>
        <div className="filter-inline">
          <ProvinceSelect
            value={query.provinceCode}
            onChange={(code) => onChange(withFilter(withFilter(query, 'cityCode', undefined), 'provinceCode', code))}
          />
          {query.provinceCode && (
            <CitySelect
              key={query.provinceCode}
              provinceCode={query.provinceCode}
              value={query.cityCode}
              onChange={(code) => onChange(withFilter(query, 'cityCode', code))}
            />
          )}
          <BrandSelect
            key={query.categoryId ?? 'all'}
            categoryId={query.categoryId}
            value={query.brand}
            onChange={(brand) => onChange(withFilter(query, 'brand', brand))}
          />
          <span className="filter-inline-label" title={t('search.pricePerTonneNote')}>
            {t('search.pricePerTonne')}
          </span>
          <PriceRange
            key={`${query.minPrice ?? ''}-${query.maxPrice ?? ''}`}
            bounds={{ low: query.minPrice, high: query.maxPrice }}
            words={{
              min: t('search.priceMin'),
              max: t('search.priceMax'),
              apply: t('common.confirm'),
              invalid: t('search.priceInvalid'),
              reversed: t('catalogue.priceRange'),
            }}
            onApply={(range) => onChange(withFilter(withFilter(query, 'minPrice', range.low), 'maxPrice', range.high))}
          />
          <Checkbox
            checked={query.inStock === true}
            onChange={(e) => onChange(withFilter(query, 'inStock', e.target.checked || undefined))}
          >
            {t('search.inStock')}
          </Checkbox>
          {/* The same toggle tags as the other filters (antd's Radio brings its form engine along). */}
          <Choices
            name={t('search.dangerous')}
            allLabel={t('search.dangerousAll')}
            value={dangerousValue}
            options={[
              { value: 'only', label: t('search.dangerousOnly') },
              { value: 'none', label: t('search.dangerousNone') },
            ]}
            onChange={(value) => onChange(withFilter(query, 'dangerous', value === undefined ? undefined : value === 'only'))}
          />
        </div>
      </FilterRow>
    </section>
  );
}
