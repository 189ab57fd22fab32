-- Hand-written data migration (drizzle-kit --custom): the tables cannot say this.
-- Messages the outbox held before it had states were already delivered (SMTP sent them, or the
-- row itself was the delivered message): they are sent, never to be sent again.
UPDATE "outbox_messages" SET "state" = 'sent', "sent_at" = "created_at" WHERE "next_attempt_at" IS NULL AND "state" = 'queued';
