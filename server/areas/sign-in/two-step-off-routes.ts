// Turning two-step sign-in off: POST account/two-step/disable for one's own, proved by the
// password or a code; DELETE users/{id}/two-step for an administrator turning off another staff
// member's (a lost phone), which signs them out everywhere.
import type { Done, TwoStepOffForm } from '../../../shared/generated/types.ts';
import { HttpError, InputError, notFound } from '../../core/errors.ts';
import { verifyPassword } from '../../core/passwords.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { idParam } from '../../platform/http/params.ts';
import type { TypedApp } from '../../platform/http/typed.ts';
import type { SessionUser } from '../../queries/tokens.ts';
import { userRepository } from '../../queries/users.ts';
import { twoStepAccount } from './attempts.ts';
import { NOT_RIGHT, type TwoStepCalls } from './two-step-calls.ts';

const REQUIRED = 'An administrator requires two-step sign-in for every staff account, so it cannot be turned off. To move it to a new phone, set it up again.';

export default async function twoStepOffRoutes(app: TypedApp, { twoStep, attempts, tags, statusOf }: TwoStepCalls) {
  const accounts = userRepository(app.database.db);

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
