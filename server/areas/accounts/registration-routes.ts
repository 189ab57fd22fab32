// Registration with an invitation (docs/owner-app.md 4, steps 1 to 6): the code and email, then
// a vehicle of that owner, then the details and password, once, and a welcome email. Visitor calls: failures are
// counted per code and address and per address, and a failed check never says which part was wrong.
// Registering without an invitation is refused (README, "Choices where the specification is silent").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdentificationResult, UserAnswer } from '../../../shared/generated/types.ts';
import type { Config } from '../../core/config.ts';
import { HttpError, InputError } from '../../core/errors.ts';
import { type Invitation, identifies, invitationRepository } from '../../queries/invitations.ts';
import { hashPassword } from '../../core/passwords.ts';
import { throttle, waitInWords } from '../../platform/throttle.ts';
import { idParam } from '../../platform/http/params.ts';
import { currentUser } from '../sign-in/current-user.ts';
import { registerOwner } from './register-owner.ts';
import { typed } from '../../platform/http/typed.ts';
import { RECALL_NOTICES_JOB } from '../recalls/job.ts';

const CANNOT_USE_INVITATION = 'We could not register you with this invitation. It may have been used already, or be meant for another account.';
const QUARTER_HOUR = 15 * 60;

export default async function registrationRoutes(instance: FastifyInstance, options: { config: Config }) {
  const app = typed(instance);
  const invitations = invitationRepository(app.database.db);
  // Per code from one address: enough for a person who mistypes, far too few to guess an email or a
  // vehicle, and a stranger's wrong tries from elsewhere never lock the code for its invitee. Per
  // address: more room for a dealership whose owners register on its network, far too little to
  // guess codes.
  const perCodeAndAddress = throttle(app.database.db, { free: 10, firstWaitSeconds: QUARTER_HOUR, maxWaitSeconds: QUARTER_HOUR, forgetSeconds: QUARTER_HOUR });
  const perAddress = throttle(app.database.db, { free: 50, firstWaitSeconds: QUARTER_HOUR, maxWaitSeconds: QUARTER_HOUR, forgetSeconds: QUARTER_HOUR });
  const tags = ['Registration'];

  /** Counts the attempt, refusing a caller who failed too often; a check that passes is given back. */
  async function attempt(request: FastifyRequest, { invitation_code }: Invitation) {
    const pair = [`registration-code:${invitation_code.trim().toUpperCase()}:${request.ip}`];
    const address = [`registration:${request.ip}`];
    let wait = await perCodeAndAddress.take(pair);
    if (!wait && (wait = await perAddress.take(address))) await perCodeAndAddress.giveBack(pair);
    if (wait > 0) throw new HttpError(429, `Too many registration attempts. Please try again in ${waitInWords(wait)}.`);
    return { passed: () => Promise.all([perCodeAndAddress.giveBack(pair), perAddress.giveBack(address)]) };
  }

  app.post(
    '/users/validate_registration',
    {
      schema: {
        tags,
        summary: 'Step 1: 1 when an owner not yet registered was invited with this code at this email, else 0',
        security: [],
        body: { $ref: 'RegistrationInvitationForm#', 'x-schema': 'registration-invitation' },
        response: { 200: { type: 'integer', enum: [0, 1] }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request) => {
      const invitation = request.body;
      const tried = await attempt(request, invitation);
      if (!(await invitations.invited(invitation))) return 0;
      await tried.passed();
      return 1;
    },
  );

  app.post(
    '/vehicles/validate_identification',
    {
      schema: {
        tags,
        summary: "Step 2: the invited owner's details when the registration or VIN is one of their vehicles",
        security: [],
        body: { $ref: 'VehicleIdentificationForm#', 'x-schema': 'vehicle-identification' },
        response: { 200: { $ref: 'IdentificationResult#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request): Promise<IdentificationResult> => {
      const body = request.body;
      const tried = await attempt(request, body);
      const user = await invitations.invited(body);
      const owned = user ? await invitations.vehiclesOf(user.id) : [];
      if (!user || !owned.some((v) => identifies(v, body.identification))) return { success: false };
      await tried.passed();
      const { id, firstname, lastname, email, mobile_phone, other_phone, address_line_1, suburb, state, postcode } = user;
      const vehicles = owned.map(({ vin: _vin, ...vehicle }) => vehicle);
      return { success: true, user: { id, firstname, lastname, email, mobile_phone, other_phone, address_line_1, suburb, state, postcode, vehicles } };
    },
  );

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
