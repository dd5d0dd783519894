import { PAGE_SIZES } from '@hgsc/contracts';

/** Site configuration (SPEC §9). */
export const site = {
  title: '化工商城',
  /** Stored values carry this prefix (SPEC §9: key prefix from site config). */
  keyPrefix: 'hgsc-',
  apiPrefix: '/api',
  /** SPEC §9: request timeout 60 s. */
  requestTimeoutMs: 60_000,
  /** SPEC §9: a page chunk that has not loaded after 120 s counts as failed. */
  chunkTimeoutMs: 120_000,
  /** SPEC §9: a delayed extra module load runs after 10 s. */
  deferredLoadMs: 10_000,
  /** SPEC §5: click actions are throttled, default 1000 ms. */
  clickThrottleMs: 1000,
  /** SPEC §5/§9: upload limit 40 MB. */
  uploadMaxBytes: 40 * 1024 * 1024,
} as const;

/** SPEC §3/§9: page sizes 10/30/50/100/200, default 10. */
export const PAGE_SIZE_OPTIONS = PAGE_SIZES;
export const DEFAULT_PAGE_SIZE = 10;
