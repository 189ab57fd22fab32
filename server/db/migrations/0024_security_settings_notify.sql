-- Hand-written migration (drizzle-kit --custom): the tables cannot say this.
-- Each server keeps the security settings in memory beside the sessions (plugins/auth.ts: whether
-- staff must have two-step sign-in decides what their calls may do), so a change to them,
-- whoever makes it, is told on the channel sessions_changed like a change to a user or a token.
CREATE TRIGGER "security_settings_sessions_changed" AFTER INSERT OR UPDATE OR DELETE ON "security_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "security_settings_sessions_truncated" AFTER TRUNCATE ON "security_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
