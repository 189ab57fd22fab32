// Changes committed in the database, told to the code that keeps copies of its rows in memory
// (LISTEN/NOTIFY; the triggers that notify are in the migrations). On PostgreSQL every pooled
// connection listens: the connection that commits a change hears its own notice before the
// commit's answer, so this server never answers from a copy its own write made stale, and other
// servers hear it as soon as one of their connections is idle. While no connection listens (none
// open yet, or all lost), notices can be missed, and listeners are told to keep nothing.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** The channels the triggers notify on. */
export const CHANNELS = ['sessions_changed'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface ChangeListener {
  /** A change on the channel was committed, by this server or another. */
  changed(): void;
  /** Whether notices reach this server; while false, changes may go unheard. */
  heard(reachable: boolean): void;
}

/** Notices remembered to recognise one heard again on another connection. */
const REMEMBERED = 1_000;

export class Notifications {
  private readonly listeners = new Map<Channel, Set<ChangeListener>>();
  private readonly heardBefore = new Set<string>();
  private reachable = false;

  /** Adds a listener, told at once whether notices reach this server; answers how to remove it. */
  subscribe(channel: Channel, listener: ChangeListener): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, set.add(listener));
    listener.heard(this.reachable);
    return () => void set.delete(listener);
  }

  /** A notice on `channel`; one whose payload (the notifying transaction) was heard already is passed on once only. */
  notify(channel: string, payload = ''): void {
    if (payload) {
      const notice = `${channel} ${payload}`;
      if (this.heardBefore.has(notice)) return;
      // The oldest goes first: a Set keeps insertion order.
      if (this.heardBefore.size >= REMEMBERED) this.heardBefore.delete(this.heardBefore.values().next().value!);
      this.heardBefore.add(notice);
    }
    for (const listener of this.listeners.get(channel as Channel) ?? []) listener.changed();
  }

  setReachable(reachable: boolean): void {
    if (reachable === this.reachable) return;
    this.reachable = reachable;
    for (const set of this.listeners.values()) for (const listener of set) listener.heard(reachable);
  }
}

const LISTEN = CHANNELS.map((channel) => `LISTEN ${channel}`).join('; ');

/**
 * Pool hooks that make every connection listen before its first query; notices are reachable
 * while at least one connection does.
 */
export function listeningPool(notifications: Notifications) {
  const listening = new Set<pg.ClientBase>();
  return {
    /** pg.Pool's `onConnect`: a connection that cannot listen is not used. */
    async onConnect(client: pg.ClientBase): Promise<void> {
      client.on('notification', (notice) => notifications.notify(notice.channel, notice.payload));
      await client.query(LISTEN);
      listening.add(client);
      notifications.setReachable(true);
    },
    /** Follows the connections `pool` lets go. */
    watch(pool: pg.Pool): void {
      pool.on('remove', (client) => {
        if (listening.delete(client) && listening.size === 0) notifications.setReachable(false);
      });
    },
  };
}

/** PGlite runs in this process: every change is made here, and heard before the query that made it answers. */
export async function listenOnPglite(client: PGlite, notifications: Notifications): Promise<void> {
  for (const channel of CHANNELS) await client.listen(channel, (payload) => notifications.notify(channel, payload));
  notifications.setReachable(true);
}
