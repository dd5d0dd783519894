import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';

/** One change a live page follows: its topic (`auction:12`), its sequence within the topic, its kind and data. */
export interface LiveEvent {
  topic: string;
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/** What a subscriber hears: an event, or that the hub lost what was sent meanwhile (the page reads again). */
export type Heard = { kind: 'event'; event: LiveEvent } | { kind: 'resync' };

const CHANNEL = 'live_events';

/**
 * Live updates across API processes: a change is published with NOTIFY in the transaction that makes it (heard by
 * every process when it commits, never when it rolls back), and each process hears the channel once, on a
 * connection of its own, handing each event to the pages that follow its topic. The processes keep no state of
 * their own: a page that reconnects anywhere reads what it missed from the database.
 */
export class LiveHub {
  private readonly topics = new Map<string, Set<(heard: Heard) => void>>();
  private hearing: Promise<() => Promise<void>> | undefined;

  constructor(private readonly database: Database) {}

  /** Follows a topic (the hub starts hearing on first use); answers the function that stops following. */
  async subscribe(topic: string, listener: (heard: Heard) => void): Promise<() => void> {
    this.hearing ??= this.database.listen(
      CHANNEL,
      (payload) => this.dispatch(payload),
      () => this.resync(),
    );
    try {
      await this.hearing;
    } catch (error) {
      this.hearing = undefined;
      throw error;
    }
    const listeners = this.topics.get(topic) ?? new Set();
    listeners.add(listener);
    this.topics.set(topic, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.topics.delete(topic);
    };
  }

  /** How many pages follow a topic in this process. */
  followers(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }

  private dispatch(payload: string) {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const listener of this.topics.get(event.topic) ?? []) listener({ kind: 'event', event });
  }

  private resync() {
    for (const listeners of this.topics.values()) for (const listener of listeners) listener({ kind: 'resync' });
  }

  async close() {
    const hearing = this.hearing;
    this.hearing = undefined;
    if (hearing) await (await hearing.catch(() => async () => {}))();
  }
}

/** Publishes an event in the caller's transaction: heard by every process when it commits (NOTIFY's payload ≤ 8 kB). */
export async function publishLive(tx: Db, event: LiveEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}
