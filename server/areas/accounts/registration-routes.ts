// Registration with an invitation (docs/owner-app.md 4, steps 1 to 6): the code and email, then
// a vehicle of that owner, then the details and password, once, and a welcome email. Visitor calls: failures are
// counted per code and address and per address, and a failed check never says which part was wrong.
// Registering without an invitation is refused (README, "Choices where the specification is silent").
// Steps 1 and 2 are invitation-check-routes.ts's, the throttle registration-calls.ts's.
import type { FastifyInstance } from 'fastify';
import type { UserAnswer } from '../../../shared/generated/types.ts';
import type { Config } from '../../core/config.ts';
import { HttpError, InputError } from '../../core/errors.ts';
import { hashPassword } from '../../core/passwords.ts';
import { idParam } from '../../platform/http/params.ts';
import { typed } from '../../platform/http/typed.ts';
import { RECALL_NOTICES_JOB } from '../recalls/job.ts';
import { currentUser } from '../sign-in/current-user.ts';
import invitationCheckRoutes from './invitation-check-routes.ts';
import { registrationCalls } from './registration-calls.ts';
import { registerOwner } from './register-owner.ts';

const CANNOT_USE_INVITATION = 'We could not register you with this invitation. It may have been used already, or be meant for another account.';

export default async function registrationRoutes(instance: FastifyInstance, options: { config: Config }) {
  const app = typed(instance);
  const calls = registrationCalls(app.database.db);
  const { invitations, attempt, tags } = calls;

  await invitationCheckRoutes(app, calls);

  app.put(
    '/users/register/:id',
    {
      schema: {
        tags,
        summary: 'Steps 4 and 6: registers the invited owner with their details and password; the invitation then stops working',
        security: [],
        params: idParam(),
        body: { $ref: 'RegistrationForm#', 'x-schema': 'registration' },
        response: { 200: { $ref: 'UserAnswer#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request): Promise<UserAnswer> => {
      const { id } = request.params;
      const { invitation_code, email, password, firstname, lastname, mobile_phone, other_phone, address_line_1, suburb, state, postcode } = request.body;
      const invitation = { invitation_code, email };
      const tried = await attempt(request, invitation);
      const invited = await invitations.invited(invitation);
      // Checked before hashing, so a wrong guess costs no argon2 work; the update checks again.
      const values = { firstname, lastname, mobile_phone, other_phone, address_line_1, suburb, state, postcode };
      const user =
        invited?.id === id
          ? await registerOwner(app.database.db, id, invitation, { ...values, password: await hashPassword(password) }, options.config.publicUrl)
          : undefined;
      if (!user) throw new InputError({ invitation_code: [CANNOT_USE_INVITATION] });
      app.outbox.wake();
      // Their vehicles' VINs may be on an open recall loaded before they registered (docs/decisions.md, "Recalls").
      app.jobs.wake(RECALL_NOTICES_JOB);
      await tried.passed();
      request.log.info({ userId: id }, 'Owner registered');
      return { status: 'success', ...currentUser(user) };
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Registering without an invitation: always refused (403), owners register with their invitation code',
        security: [],
        response: { 403: { $ref: 'Refusal#' } },
      },
    },
    async () => {
      throw new HttpError(
        403,
        `Registration needs an invitation code. Please use the link in your invitation email, or contact us at ${options.config.contact.marketingEmail}.`,
      );
    },
  );
}
