import { useQuery } from '@tanstack/react-query';
import { placesApi } from '../company/api.ts';
import { CATEGORY_TREE_URL, catalogueApi } from './api.ts';

/** The province list (/province/list), under the PlaceCascader's key: one request per session. */
export const useProvinces = () =>
  useQuery({ queryKey: ['places', 0, ''], queryFn: placesApi.provinces, staleTime: Number.POSITIVE_INFINITY });

/** The public category tree; it changes rarely, so pages share one copy for five minutes. */
export const useCategoryTree = () =>
  useQuery({ queryKey: [CATEGORY_TREE_URL], queryFn: catalogueApi.categoryTree, staleTime: 300_000 });
