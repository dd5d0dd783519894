import { type SiteInfo, siteRoutes } from '@hgsc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/request/call.ts';
import { isApiError } from '../../shared/request/http.ts';

export const SITE_INFO_URL = siteRoutes.info.path;

/**
 * The site's filing information from the server's configuration (GET /site/info): the footer and
 * /netPolice. It changes only with a restart, so one read per page load is enough; a failure
 * leaves the texts out (null) rather than toasting on every page — or keeping the server from drawing the page.
 */
export const siteInfoQuery = () =>
  queryOptions({
    queryKey: [SITE_INFO_URL],
    queryFn: () =>
      call(siteRoutes.info, undefined, { passCodes: [404, 500, 'NETWORK', 'TIMEOUT'] }).catch(
        (error: unknown): SiteInfo | null => {
          if (isApiError(error) && !error.shown) return null;
          throw error;
        },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useSiteInfo = () => useQuery(siteInfoQuery());
