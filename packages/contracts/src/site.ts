import { z } from 'zod';
import { defineRoute } from './route.ts';

/** GET /site/info (public): what the footer and /netPolice show, from the server's configuration. */
export const siteInfoSchema = z.object({
  siteName: z.string(),
  /** ICP filing number (ICP备案号). */
  icp: z.string(),
  /** Public-security filing (公安联网备案号). */
  policeFiling: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const siteRoutes = {
  info: defineRoute({
    method: 'GET',
    path: '/site/info',
    answer: siteInfoSchema,
    summary: 'Site name and its ICP and public-security filing numbers (public)',
    tags: ['site'],
    auth: 'public',
  }),
};
