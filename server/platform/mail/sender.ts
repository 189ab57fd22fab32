// Delivers the outbox: claims one due message at a time (queries/outbox.ts), hands it to the
// mailer, and marks it sent, or records the failure and when to try again (core/backoff.ts). It is
// the work of the outbox job (server/jobs.ts): woken when a request queues mail, and run every few
// seconds for retries and for messages other servers queued. All its state is in the database, so
// a restart carries on where it stopped.
//
// Exactly once as far as SMTP allows: a claimed message is sent by one sender only, but a sender
// that dies after the SMTP server took the message and before marking it sent leaves its claim to
// run out (LEASE_MS), and the message is sent again then. That window is one SMTP conversation wide.
// A server that stops while a send hangs hands the claim back at its stop's deadline (`handBack`),
// so another server sends the message at once rather than after the lease: the same window.
import type { FastifyBaseLogger } from 'fastify';
import { withoutValues } from '../../core/logging.ts';
import type { OutboxRow, outboxRepository } from '../../queries/outbox.ts';
import { LEASE_MS, MAX_TRIES, retryDelayMs } from '../../core/backoff.ts';
import { LINK_PLACEHOLDER, type MailMessage } from '../../core/mail-message.ts';
import type { Clock } from '../jobs/job.ts';
import { type Mailer } from './mailer.ts';

/** The outbox job's name (server/jobs.ts), which `wake` and `deliverDue` run. */
export const OUTBOX_JOB = 'outbox';
export const POLL_MS = 5_000;
const ERROR_LENGTH = 2_000;
const NOT_WANTED = 'Not sent: the link it would carry is no longer wanted (a newer one was asked for, or it was used or had expired).';

/**
 * A new link for the record `id` names (a password reset), killing the one before, with the secret
 * in it (its token); undefined when the record is gone, used or expired.
 */
export type LinkMinter = (id: number, now: Date) => Promise<{ link: string; secret: string } | undefined>;

export interface OutboxSender {
  /** Who makes the links of one kind of minted_link (areas register theirs as they load). */
  mintLinks(kind: string, minter: LinkMinter): void;
  /** Delivers everything due by `clock`, until none is left or the server stops; answers how many were sent. */
  deliver(clock: Clock, stopping: AbortSignal): Promise<number>;
  /** Hands back the message being sent now (its lease ends now), so another server sends it at once. */
  handBack(): Promise<void>;
}

/** The reason a try failed, as stored and shown to staff: the server's words, never a password. */
export function failureReason(error: unknown, secrets: string[]): string {
  const { message = String(error), responseCode } = (error ?? {}) as { message?: string; responseCode?: number };
  const reason = responseCode && !message.includes(String(responseCode)) ? `${responseCode} ${message}` : message;
  return withoutValues(reason, secrets).slice(0, ERROR_LENGTH) || 'The mail server gave no reason.';
}

export function outboxSender(outbox: ReturnType<typeof outboxRepository>, mailer: Mailer, log: FastifyBaseLogger, secrets: string[]): OutboxSender {
  const minters = new Map<string, LinkMinter>();
  /** The message being delivered now, by its claim (id and try). */
  let claimed: { id: number; tries: number } | undefined;

  /** The message as it goes out, its minted link made now (with the secret in it); undefined when no link is wanted any more. */
  async function outgoing(message: MailMessage, now: Date): Promise<{ mail: MailMessage; secret?: string } | undefined> {
    if (!message.minted_link) return { mail: message };
    const [kind, id] = message.minted_link.split(':') as [string, string];
    const minter = minters.get(kind);
    if (!minter) throw new Error(`No one makes links of kind ${kind}`);
    const minted = await minter(Number(id), now);
    return minted && { mail: { ...message, text: message.text.split(LINK_PLACEHOLDER).join(minted.link) }, secret: minted.secret };
  }

  /** Claims and sends the next due message, if any, and answers what became of it. */
  async function deliverOne(now: Date): Promise<'none' | 'sent' | 'failed' | 'dropped'> {
    const message = await outbox.claimNext(now, new Date(now.getTime() + LEASE_MS), MAX_TRIES);
    if (!message) return 'none';
    claimed = { id: message.id, tries: message.tries };
    try {
      return await deliverClaimed(message, now);
    } finally {
      claimed = undefined;
    }
  }

  async function deliverClaimed(message: OutboxRow, now: Date): Promise<'sent' | 'failed' | 'dropped'> {
    const mail = { to: message.to, subject: message.subject };
    let secret: string | undefined;
    try {
      const sending = await outgoing(message as MailMessage, now);
      if (!sending) {
        await outbox.markDropped(message.id, message.tries, NOT_WANTED, now);
        log.info({ mail, outbox: message.id }, 'an email was not sent: the link it would carry is no longer wanted');
        return 'dropped';
      }
      secret = sending.secret;
      await mailer.send(sending.mail);
    } catch (error) {
      // Counted from the claim's clock, so a round never meets the same message twice.
      const delay = retryDelayMs(message.tries);
      // A mail server that quotes the message back must not put its link in the Outbox or the log.
      const reason = failureReason(error, secret ? [...secrets, secret, encodeURIComponent(secret)] : secrets);
      await outbox.markFailed(message.id, message.tries, reason, delay === null ? null : new Date(now.getTime() + delay), now);
      log.warn(
        { mail, outbox: message.id, tries: message.tries, reason },
        delay === null ? 'an email failed for good; staff may retry it from the Outbox' : 'an email could not be sent; it will be tried again',
      );
      return 'failed';
    }
    if (!(await outbox.markSent(message.id, message.tries, now))) {
      log.warn({ mail, outbox: message.id }, 'an email was sent after its claim ran out; another server may have sent it too');
    }
    return 'sent';
  }

  async function deliver(now: Clock, stopping: AbortSignal): Promise<number> {
    let sent = 0;
    await outbox.giveUpInterrupted(now(), MAX_TRIES);
    while (!stopping.aborted) {
      const outcome = await deliverOne(now());
      if (outcome === 'none') break;
      if (outcome === 'sent') sent++;
    }
    return sent;
  }

  return {
    mintLinks(kind, minter) {
      minters.set(kind, minter);
    },
    deliver,
    async handBack() {
      if (!claimed) return;
      const { id, tries } = claimed;
      await outbox.release(id, tries, new Date());
      log.info({ outbox: id }, 'an email still being sent at the stop was handed back for another server to send');
    },
  };
}
