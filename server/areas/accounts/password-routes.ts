// Password recovery (docs/owner-app.md 2.7, 2.8 and 8; docs/decisions.md, API). POST /api/password/email
// emails a link that works once within the hour; POST /api/password/reset sets the new password
// with it and signs the account out everywhere. Each answers one of Laravel's codes with the
// sentence its screen shows (shared/password-outcomes.ts): 200 on success, 422 with the field
// at fault, 429 when throttled.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PasswordOutcome } from '../../../shared/generated/types.ts';
import { FORGOT_PASSWORD_MESSAGES, RESET_PASSWORD_MESSAGES } from '../../../shared/password-outcomes.ts';
import type { Config } from '../../core/config.ts';
import { MINTED_KIND, passwordResetRepository } from '../../queries/password-resets.ts';
import { userRepository } from '../../queries/users.ts';
import { hashPassword } from '../../core/passwords.ts';
import { withRetryAfter } from '../../platform/http/retry-after.ts';
import { throttle } from '../../platform/throttle.ts';
import { resetLink } from './reset-email.ts';
import { sendPasswordReset } from './send-password-reset.ts';
import { typed } from '../../platform/http/typed.ts';

const TOKEN_MINUTES = 60;

function answer(reply: FastifyReply, httpStatus: number, status: PasswordOutcome['status'], message: string, field?: string) {
  const outcome: PasswordOutcome = { status, message };
  return reply.status(httpStatus).send(field ? { ...outcome, errors: { [field]: [message] } } : outcome);
}

/** passwords.throttled, with the wait the throttle gave in Retry-After. */
const throttled = (reply: FastifyReply, wait: number, message: string) => answer(withRetryAfter(reply, wait), 429, 'passwords.throttled', message);

const emailKey = (email: string) => `password-email:${email.trim().toLowerCase()}`;
const addressKey = (request: FastifyRequest) => `password:${request.ip}`;
const QUARTER_HOUR = 15 * 60;

export default async function passwordRoutes(instance: FastifyInstance, { config }: { config: Config }) {
  const app = typed(instance);
  const accounts = userRepository(app.database.db);
  const resets = passwordResetRepository(app.database.db, TOKEN_MINUTES);
  // One email per account a minute, as Laravel's broker throttles; one address asking about many
  // accounts is slowed too, since the answer tells whether an account exists.
  // Failed resets are counted per email and address pair, so a stranger's guesses never stop the owner.
  const db = app.database.db;
  const linksPerEmail = throttle(db, { free: 1, firstWaitSeconds: 60, maxWaitSeconds: 60, forgetSeconds: 60 });
  const linksPerAddress = throttle(db, { free: 20, firstWaitSeconds: 60, maxWaitSeconds: QUARTER_HOUR, forgetSeconds: QUARTER_HOUR });
  const resetFailures = throttle(db, { free: 10, firstWaitSeconds: QUARTER_HOUR, maxWaitSeconds: QUARTER_HOUR, forgetSeconds: QUARTER_HOUR });
  const tags = ['Password recovery'];
  app.outbox.mintLinks(MINTED_KIND, async (resetId, now) => {
    const minted = await resets.mintLink(resetId, now);
    return minted && { link: resetLink(config.publicUrl, minted.token, minted.email), secret: minted.token };
  });

  app.post(
    '/password/email',
    {
      schema: {
        tags,
        summary: 'Emails a password reset link: passwords.sent, passwords.user (422) or passwords.throttled (429)',
        security: [],
        body: { $ref: 'ForgotPasswordForm#', 'x-schema': 'forgot-password' },
        response: { 200: { $ref: 'PasswordOutcome#' }, 429: { $ref: 'PasswordOutcome#' } },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const byEmail = [emailKey(email)];
      const byAddress = [addressKey(request)];
      const addressWait = await linksPerAddress.take(byAddress);
      if (addressWait) return throttled(reply, addressWait, FORGOT_PASSWORD_MESSAGES['passwords.throttled']);
      const user = await accounts.byEmail(email);
      // API accounts sign in with keys, and invited owners set their first password by registering.
      if (!user || !user.registered || user.role === 'API') {
        return answer(reply, 422, 'passwords.user', FORGOT_PASSWORD_MESSAGES['passwords.user'], 'email');
      }
      const emailWait = await linksPerEmail.take(byEmail);
      if (emailWait) return throttled(reply, emailWait, FORGOT_PASSWORD_MESSAGES['passwords.throttled']);
      await sendPasswordReset(app.database.db, user, TOKEN_MINUTES);
      app.outbox.wake();
      return answer(reply, 200, 'passwords.sent', FORGOT_PASSWORD_MESSAGES['passwords.sent']);
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags,
        summary: 'Sets a new password with an emailed token: passwords.reset, passwords.token or passwords.user (422), passwords.throttled (429)',
        security: [],
        body: { $ref: 'ResetPasswordForm#', 'x-schema': 'reset-password' },
        response: { 200: { $ref: 'PasswordOutcome#' }, 429: { $ref: 'PasswordOutcome#' } },
      },
    },
    async (request, reply) => {
      const { email, token, password } = request.body;
      const keys = [`${emailKey(email)}:${request.ip}`];
      const failuresWait = await resetFailures.take(keys);
      if (failuresWait) return throttled(reply, failuresWait, RESET_PASSWORD_MESSAGES['passwords.throttled']);
      const reset = await resets.usable(token);
      const failed = (status: 'passwords.token' | 'passwords.user', field: string) => answer(reply, 422, status, RESET_PASSWORD_MESSAGES[status], field);
      if (!reset) return failed('passwords.token', 'token');
      if (reset.email.toLowerCase() !== email.trim().toLowerCase()) return failed('passwords.user', 'email');
      // Two requests with one token: only the first to mark it used sets its password.
      if (!(await resets.complete(reset.id, reset.userId, await hashPassword(password)))) return failed('passwords.token', 'token');
      await resetFailures.clear(keys);
      return answer(reply, 200, 'passwords.reset', RESET_PASSWORD_MESSAGES['passwords.reset']);
    },
  );
}
