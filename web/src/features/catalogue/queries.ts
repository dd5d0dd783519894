import { useQuery } from '@tanstack/react-query';
import { placesApi } from '../../shared/ui/places-api.ts';
import { catalogueApi, catalogueQueries } from './api.ts';

/** The province list (/province/list), under the PlaceCascader's key: one request per session. */
export const useProvinces = () =>
  useQuery({ queryKey: ['places', 0, ''], queryFn: placesApi.provinces, staleTime: Number.POSITIVE_INFINITY });

/** The cities of a province (/city/list), under the PlaceCascader's key. */
export const useCities = (provinceCode: string) =>
  useQuery({
    queryKey: ['places', 1, provinceCode],
    queryFn: () => placesApi.cities(provinceCode),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: provinceCode !== '',
  });

/** The public category tree (catalogueQueries.categoryTree). */
export const useCategoryTree = () => useQuery(catalogueQueries.categoryTree());

/** The producers the catalogue's offers name, within a category subtree (GET /homepage/product/brands). */
export const useBrands = (categoryId: number | undefined) =>
  useQuery({
    queryKey: ['catalogue-brands', categoryId ?? null],
    queryFn: () => catalogueApi.brands(categoryId),
    staleTime: 60_000,
  });
