import { createQueryClient } from '../shared/request/query.ts';

/** The app's one cache of server data: the pages read it, and route loaders (app/route-data.ts) fill it ahead. */
export const queryClient = createQueryClient();
