import { CATALOGUE_TOTAL_CAP } from '@hgsc/contracts';

/**
 * How many matches a catalogue search counts (CATALOGUE_TOTAL_CAP, declared in contracts: the search's answer and
 * summary name it). Counting 300,000 matches of a frequent keyword cannot be fast, and nobody pages that far: the
 * count stops at the cap, the answer says the total is capped ("600+ 件商品"), and pages reach as far as the cap.
 * 600 is every SPEC page size times a whole number of pages (60 × 10, 20 × 30, 12 × 50, 6 × 100, 3 × 200), so the
 * last reachable page is full and never reads past the cap. Chosen by measurement at 1,000,000 products: the last
 * page of a keyword in 2–5 % of the names walks cap ÷ share rows of the sort index, each a heap page — about 20 ms
 * at 600 on the shared test machine, 100 ms at 1,200.
 */
export { CATALOGUE_TOTAL_CAP };

/** The last page that lies within the counted matches. */
export const lastReachablePage = (size: number, cap = CATALOGUE_TOTAL_CAP) => Math.max(1, Math.ceil(cap / size));

/**
 * The page to read: a page past the counted matches (an old link, a hand-edited URL) answers the
 * last reachable page instead, so no request reads deeper than the cap.
 */
export const reachablePage = (current: number, size: number, cap = CATALOGUE_TOTAL_CAP) =>
  Math.min(current, lastReachablePage(size, cap));
