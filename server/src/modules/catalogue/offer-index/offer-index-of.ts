import type { AppContext } from '../../../platform/context.ts';
import { isConnectionLoss } from '../../../platform/db/availability.ts';
import { FollowedOfferIndex } from './follow-changes.ts';

/** An idle process reads the changes this often, so that a search after a quiet hour has little to catch up. */
const IDLE_CATCH_UP_MS = 5_000;

/** Past this without a catch-up (a process stalled), the changes it missed may be gone: the index is loaded anew. */
const STALE_AFTER_MS = 20 * 60_000;

interface Kept {
  followed: FollowedOfferIndex;
  loaded: boolean;
  loading?: Promise<void>;
  timer: NodeJS.Timeout;
}

const kept = new WeakMap<AppContext, Kept>();

/**
 * Begins loading the process's offer index (SEARCH_IN_MEMORY): searches read the database until it is loaded, then
 * the index, brought up to the last commit before each.
 */
export function startOfferIndex(ctx: AppContext) {
  if (!ctx.config.SEARCH_IN_MEMORY || kept.get(ctx)) return;
  const entry: Kept = {
    followed: new FollowedOfferIndex(ctx.db),
    loaded: false,
    timer: setInterval(() => {
      const current = kept.get(ctx);
      if (!current?.loaded) return;
      if (Date.now() - current.followed.lastCaughtUp > STALE_AFTER_MS) reload(ctx, current);
      // An outage is told once, by the database's availability; searches answer 503 meanwhile.
      else
        current.followed
          .catchUp()
          .catch((error: unknown) =>
            isConnectionLoss(error) ? ctx.database.availability.lost(error) : console.error('offer index catch-up failed', error),
          );
    }, IDLE_CATCH_UP_MS).unref(),
  };
  kept.set(ctx, entry);
  load(entry);
}

function load(entry: Kept) {
  entry.loading = entry.followed
    .load()
    .then(() => {
      entry.loaded = entry.followed.ready;
    })
    .catch((error: unknown) => console.error('offer index load failed; searches read the database', error));
}

function reload(ctx: AppContext, entry: Kept) {
  const fresh: Kept = { ...entry, followed: new FollowedOfferIndex(ctx.db), loaded: false };
  kept.set(ctx, fresh);
  void entry.followed.stop();
  load(fresh);
}

/**
 * The loaded index, read as it stands with a check or after a catch-up (search.ts indexedProducts); none while it loads
 * or when not used.
 */
export const loadedOfferIndex = (ctx: AppContext): FollowedOfferIndex | undefined => {
  const entry = kept.get(ctx);
  return entry?.loaded ? entry.followed : undefined;
};

/**
 * The loaded index, caught up with every commit before this call; none while it loads (or when not used). Tests wait
 * on it to count a search's statements without the catch-up the set-up's changes cause.
 */
export async function caughtUpOfferIndex(ctx: AppContext): Promise<FollowedOfferIndex | undefined> {
  const followed = loadedOfferIndex(ctx);
  await followed?.catchUp();
  return followed;
}

/** What /health tells of the index. */
export const offerIndexState = (ctx: AppContext): 'loading' | 'ready' | 'off' =>
  !ctx.config.SEARCH_IN_MEMORY ? 'off' : loadedOfferIndex(ctx) ? 'ready' : 'loading';

/** Settles once the index has loaded (or failed to): tests wait for it to compare its answers with the database's. */
export const offerIndexLoaded = async (ctx: AppContext) => {
  await kept.get(ctx)?.loading;
  return kept.get(ctx)?.loaded ?? false;
};

export async function stopOfferIndex(ctx: AppContext) {
  const entry = kept.get(ctx);
  if (!entry) return;
  clearInterval(entry.timer);
  kept.delete(ctx);
  await entry.followed.stop();
}
