// The outbox: every email is a row written with the change it tells of, then delivered by the
// sender (platform/mail/sender.ts). A delivery is claimed with FOR UPDATE SKIP LOCKED for a lease, so
// several server processes on one PostgreSQL never take the same row at once, and a process that
// dies mid-send leaves a claim that runs out. `tries` counts deliveries started and is the
// claim's token: a sender whose lease ran out and was taken over can no longer mark the row.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { outboxMessages } from '../generated/tables.ts';
import type { MailMessage } from '../core/mail-message.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Queues messages to go now; `db` may be the transaction of the change they tell of, so both commit or neither. */
export async function queueMail(db: Db, messages: MailMessage[], now = new Date()): Promise<void> {
  if (!messages.length) return;
  await db.insert(outboxMessages).values(messages.map((message) => ({ ...message, state: 'queued' as const, next_attempt_at: now })));
}

/**
 * Queues an email that must go once only (a service reminder, a recall notice): `record` inserts
 * its key under a unique index, doing nothing on a clash, and answers the rows it inserted; the
 * email is queued in the same transaction only when it did. Answers whether it was queued.
 */
export async function queueMailOnce(db: Db, record: (tx: Db) => Promise<unknown[]>, message: MailMessage, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const recorded = (await record(tx)).length > 0;
    if (recorded) await queueMail(tx, [message], now);
    return recorded;
  });
}

const due = (now: Date) => and(inArray(outboxMessages.state, ['queued', 'sending']), lte(outboxMessages.next_attempt_at, now));

const touch = (now: Date) => ({ updated_at: now });
/** The row while this sender's claim on it (its try) is still the last one. */
const stillClaimed = (id: number, tries: number) => and(eq(outboxMessages.id, id), eq(outboxMessages.tries, tries), eq(outboxMessages.state, 'sending'));

/** What the sender claims for a lease: the next due message; and the messages whose last try was cut off. */
function senderClaims(db: Db) {
  return {
    /**
     * Claims the oldest due message until `leaseEnd`: a queued one whose time has come, or one
     * whose sender's lease ran out (it stopped mid-send). Rows another sender is claiming are
     * skipped, not waited for. Only messages with tries left are claimed.
     */
    async claimNext(now: Date, leaseEnd: Date, maxTries: number): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(outboxMessages)
        .set({ state: 'sending', tries: sql`${outboxMessages.tries} + 1`, next_attempt_at: leaseEnd, ...touch(now) })
        .where(
          inArray(
            outboxMessages.id,
            db
              .select({ id: outboxMessages.id })
              .from(outboxMessages)
              .where(and(due(now), sql`${outboxMessages.tries} < ${maxTries}`))
              .orderBy(outboxMessages.next_attempt_at, outboxMessages.id)
              .limit(1)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning();
      return row;
    },

    /** Messages whose last try was cut off (the sender stopped) with no tries left: failed, for staff to retry. */
    async giveUpInterrupted(now: Date, maxTries: number): Promise<number> {
      const rows = await db
        .update(outboxMessages)
        .set({ state: 'failed', next_attempt_at: null, last_error: 'The server stopped while sending this message, and it had no tries left.', ...touch(now) })
        .where(and(eq(outboxMessages.state, 'sending'), lte(outboxMessages.next_attempt_at, now), sql`${outboxMessages.tries} >= ${maxTries}`))
        .returning({ id: outboxMessages.id });
      return rows.length;
    },
  };
}

/** How a claimed try ends: sent, handed back, failed or dropped, each only while the claim is still this sender's. */
function tryEnds(db: Db) {
  return {
    /** Marks the claimed try sent; false when the claim had run out and another sender took the message over. */
    async markSent(id: number, tries: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(outboxMessages)
        .set({ state: 'sent', sent_at: now, next_attempt_at: null, ...touch(now) })
        .where(stillClaimed(id, tries))
        .returning({ id: outboxMessages.id });
      return rows.length > 0;
    },

    /** Ends the claim's lease now, its try still under way (a server stopping): the message is due again at once, to any sender. */
    async release(id: number, tries: number, now: Date): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ next_attempt_at: now, ...touch(now) })
        .where(stillClaimed(id, tries));
    },

    /** Records a failed try: queued again at `retryAt`, or failed for good when there is none. */
    async markFailed(id: number, tries: number, error: string, retryAt: Date | null, now: Date): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ state: retryAt ? 'queued' : 'failed', last_error: error, next_attempt_at: retryAt, ...touch(now) })
        .where(stillClaimed(id, tries));
    },

    /** Ends the claimed try without sending: cancelled, with why. */
    async markDropped(id: number, tries: number, reason: string, now: Date): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ state: 'cancelled', last_error: reason, next_attempt_at: null, ...touch(now) })
        .where(stillClaimed(id, tries));
    },
  };
}

/** What staff do with a message (the Outbox's Retry and Cancel), and a message read. */
function staffChanges(db: Db) {
  return {
    /** A failed message queued again now, with a full set of tries; undefined unless it was failed. */
    async retry(id: number, now = new Date()): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(outboxMessages)
        .set({ state: 'queued', tries: 0, next_attempt_at: now, ...touch(now) })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.state, 'failed')))
        .returning();
      return row;
    },

    /** A queued or failed message that will not be sent; undefined when it was in another state. */
    async cancel(id: number, now = new Date()): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(outboxMessages)
        .set({ state: 'cancelled', next_attempt_at: null, ...touch(now) })
        .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.state, ['queued', 'failed'])))
        .returning();
      return row;
    },

    async find(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      return row;
    },
  };
}

export function outboxRepository(db: Db) {
  return { ...senderClaims(db), ...tryEnds(db), ...staffChanges(db) };
}
