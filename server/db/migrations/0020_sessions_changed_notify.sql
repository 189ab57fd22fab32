-- Hand-written migration (drizzle-kit --custom): the tables cannot say this.
-- Each server keeps the users behind recent access tokens in memory (repositories/sessions.ts).
-- Any change to a user or a token, whoever makes it (another server, a cascade, psql), tells
-- every server on the channel sessions_changed, at commit, so that none answers from a stale copy.
-- The payload is the transaction's id: each of a server's connections hears the notice, and the
-- server acts on it once.
CREATE FUNCTION "notify_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', txid_current()::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "users_sessions_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "access_tokens_sessions_changed" AFTER UPDATE OR DELETE ON "access_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "access_tokens_sessions_truncated" AFTER TRUNCATE ON "access_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
