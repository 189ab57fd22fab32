// The users behind recently used access tokens, kept in this server's memory so that a signed-in
// request needs no statement to learn who is asking. Any committed change to users or tokens, by
// any server, forgets every copy (notifications.ts); so does losing the way those changes are
// heard, and nothing is kept until it is back. Copies also lapse after a while, in case a notice
// is lost some way no one foresaw, and with their token.
import type { ChangeListener } from '../db/notifications.ts';

interface Kept<User> {
  user: User;
  until: number;
}

/** `User` is what the token repository reads for a token (tokens.ts), which this cache need not know. */
export class SessionCache<User extends object> implements ChangeListener {
  private readonly kept = new Map<string, Kept<User>>();
  private generation = 0;
  private reachable = false;

  /** `keepMs` 0 keeps nothing. */
  constructor(
    private readonly keepMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The user of the token whose hash is `hash`, if a copy is kept and current at `now`. */
  get(hash: string, now: number): User | undefined {
    const kept = this.kept.get(hash);
    if (kept && kept.until > now) return kept.user;
    if (kept) this.kept.delete(hash);
    return undefined;
  }

  /** Taken before reading the database: a read that a change overtook is not kept. */
  ticket(): number {
    return this.generation;
  }

  keep(ticket: number, hash: string, user: User, tokenExpires: Date, now: number): void {
    if (!this.reachable || this.keepMs <= 0 || ticket !== this.generation) return;
    // The oldest copy makes room: Map keeps insertion order.
    if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(hash, { user: Object.freeze(user), until: Math.min(tokenExpires.getTime(), now + this.keepMs) });
  }

  changed(): void {
    this.generation++;
    this.kept.clear();
  }

  heard(reachable: boolean): void {
    this.reachable = reachable;
    this.changed();
  }
}
