// POST account/two-step/setup and account/two-step/confirm: a new authenticator secret for the
// signed-in staff member (shown once, as text and as a QR code), then its first code turning
// two-step sign-in on and answering ten recovery codes, shown once.
import type { RecoveryCodes, TwoStepSetup } from '../../../shared/generated/types.ts';
import { HttpError, InputError } from '../../core/errors.ts';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, qrCodeOf, stepOfCode } from '../../core/totp.ts';
import { requireUser } from '../../platform/http/auth.ts';
import type { TypedApp } from '../../platform/http/typed.ts';
import { twoStepAccount } from './attempts.ts';
import { NOT_RIGHT, type TwoStepCalls } from './two-step-calls.ts';

export default async function twoStepSetupRoutes(app: TypedApp, { twoStep, attempts, tags, staffSettingUp }: TwoStepCalls) {
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
}
