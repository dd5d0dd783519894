import { chemicalRoutes, type RouteInput } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

export const CHEMICALS_URL = chemicalRoutes.list.path;
export const CHEMICAL_RESOLVE_URL = chemicalRoutes.resolve.path;

/** The chemical dictionary's calls (operator), declared in the contracts. */
export const chemicalApi = {
  list: (query: RouteInput<typeof chemicalRoutes.list>) => call(chemicalRoutes.list, query),
  /** 409 when the CAS number is taken or another operator saved the entry since `version`. */
  save: (body: RouteInput<typeof chemicalRoutes.save>) => call(chemicalRoutes.save, body),
  delete: (id: number) => call(chemicalRoutes.delete, { id }),
  resolve: (keyword: string) => call(chemicalRoutes.resolve, { keyword }),
};
