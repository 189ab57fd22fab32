// Two-step sign-in of the signed-in staff member (back office, account menu): its state, a new
// secret to set up (shown once, as text and as a QR code), confirming it with a first code (which
// turns it on and answers ten recovery codes, shown once), and turning it off with the password or
// a code. An administrator may turn it off for another staff member who lost their phone: that
// signs them out everywhere. Codes are throttled like passwords (attempts.ts); changes are audited.
import type { FastifyInstance } from 'fastify';
import type { Done, RecoveryCodes, TwoStepOffForm, TwoStepSetup, TwoStepStatus } from '../../../shared/generated/types.ts';
import { HttpError, InputError, notFound } from '../../core/errors.ts';
import { requireUser } from '../../platform/http/auth.ts';
import type { SessionUser } from '../../queries/tokens.ts';
import { twoStepRepository } from '../../queries/two-step.ts';
import { userRepository } from '../../queries/users.ts';
import { verifyPassword } from '../../core/passwords.ts';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, qrCodeOf, stepOfCode } from '../../core/totp.ts';
import { idParam } from '../../platform/http/params.ts';
import { signInAttempts, twoStepAccount } from './attempts.ts';
import { typed } from '../../platform/http/typed.ts';

const NOT_RIGHT = 'That code is not right. Enter the 6 digits your authenticator app shows now.';
const REQUIRED = 'An administrator requires two-step sign-in for every staff account, so it cannot be turned off. To move it to a new phone, set it up again.';

export default async function twoStepRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database.db;
  const twoStep = twoStepRepository(db);
  const accounts = userRepository(db);
  const attempts = signInAttempts(db);
  const tags = ['Two-step sign-in'];
  // Staff who must set it up before anything else may make these calls (platform/http/auth.ts).
  const staffSettingUp = app.allowBeforeTwoStep('DEALER');

  const statusOf = async (user: SessionUser): Promise<TwoStepStatus> => ({
    enabled: Boolean(user.two_step_enabled_at),
    required: (await app.securitySettings.get()).two_step_required,
    recovery_codes_left: user.two_step_enabled_at ? await twoStep.recoveryCodesLeft(user.id) : 0,
  });

  app.get(
    '/account/two-step',
    {
      onRequest: staffSettingUp,
      schema: {
        tags,
        summary: 'Whether two-step sign-in is on for me, whether it is required, and my recovery codes left',
        response: { 200: { $ref: 'TwoStepStatus#' } },
      },
    },
    async (request) => statusOf(requireUser(request)),
  );

  app.post(
    '/account/two-step/setup',
    {
      onRequest: staffSettingUp,
      schema: {
        tags,
        summary: 'A new authenticator secret, shown this once as text, otpauth:// address and QR code; it takes effect when confirmed with its first code',
        response: { 200: { $ref: 'TwoStepSetup#' } },
      },
    },
    async (request): Promise<TwoStepSetup> => {
      const me = requireUser(request);
      const secret = newTotpSecret();
      await twoStep.startSetup(me.id, secret);
      const url = otpauthUrl(secret, me.email);
      return { secret, otpauth_url: url, qr_code: await qrCodeOf(url) };
    },
  );

  app.post(
    '/account/two-step/confirm',
    {
      onRequest: staffSettingUp,
      schema: {
        tags,
        summary: "Turns two-step sign-in on with the new secret's first code; answers ten one-time recovery codes, shown this once",
        body: { $ref: 'TwoStepCodeForm#', 'x-schema': 'two-step-code' },
        response: { 200: { $ref: 'RecoveryCodes#' }, 409: { $ref: 'Refusal#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const { code } = request.body;
      const pending = (await twoStep.credentialOf(me.id))?.pending_secret;
      if (!pending) throw new HttpError(409, 'Start the setup first: it shows the secret your authenticator app needs.');
      if (!(await attempts.take(twoStepAccount(me.id), request, reply))) return reply;
      const step = stepOfCode(pending, code);
      if (step === null) throw new InputError({ code: [NOT_RIGHT] });
      const recovery_codes = newRecoveryCodes();
      if (!(await twoStep.confirm(me, step, recovery_codes))) throw new HttpError(409, 'This setup was finished or replaced meanwhile. Please start again.');
      await attempts.succeeded(twoStepAccount(me.id), request);
      return { recovery_codes } satisfies RecoveryCodes;
    },
  );

  /** Whether the password or code of a turn-off request proves the account; one of them is needed. */
  async function proves({ password, code }: TwoStepOffForm, me: SessionUser): Promise<boolean> {
    if (password) return verifyPassword(me.password, password);
    if (code) return twoStep.acceptCode(me.id, code);
    throw new InputError({ password: ['Enter your password, or a code from your authenticator app'] });
  }

  app.post(
    '/account/two-step/disable',
    {
      onRequest: app.allow(),
      schema: {
        tags,
        summary: 'Turns my two-step sign-in off, proved by my password or a current code',
        body: { $ref: 'TwoStepOffForm#', 'x-schema': 'two-step-off' },
        response: { 200: { $ref: 'TwoStepStatus#' }, 409: { $ref: 'Refusal#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      if (!me.two_step_enabled_at) throw new HttpError(409, 'Two-step sign-in is not on for your account.');
      if ((await app.securitySettings.get()).two_step_required) throw new HttpError(409, REQUIRED);
      if (!(await attempts.take(twoStepAccount(me.id), request, reply))) return reply;
      if (!(await proves(request.body, me))) {
        const field = request.body.password ? 'password' : 'code';
        throw new InputError({ [field]: [field === 'password' ? 'That password is not right' : NOT_RIGHT] });
      }
      await attempts.succeeded(twoStepAccount(me.id), request);
      await twoStep.turnOff(me, me.id);
      return statusOf({ ...me, two_step_enabled_at: null });
    },
  );

  app.delete(
    '/users/:id/two-step',
    {
      onRequest: app.allow(),
      schema: {
        tags,
        summary: "Turns off another staff member's two-step sign-in (a lost phone) and signs them out everywhere; audited",
        params: idParam(),
        response: { 200: { $ref: 'Done#' }, 409: { $ref: 'Refusal#' } },
      },
    },
    async (request): Promise<Done> => {
      const me = requireUser(request);
      const { id } = request.params;
      if (!(await accounts.byId(id))) throw notFound('This user');
      if (id === me.id) throw new HttpError(409, 'Turn off your own two-step sign-in from your account menu, with your password or a code.');
      await twoStep.turnOff(me, id);
      return { status: 'success' };
    },
  );
}
