// The first steps of registration (docs/owner-app.md 4, steps 1 and 2), visitor calls: whether an
// owner was invited with this code at this email, then whether a vehicle is theirs, answered with
// their details to complete. A failed check never says which part was wrong.
import type { IdentificationResult } from '../../../shared/generated/types.ts';
import type { TypedApp } from '../../platform/http/typed.ts';
import { identifies } from '../../queries/invitations.ts';
import type { RegistrationCalls } from './registration-calls.ts';

export default async function invitationCheckRoutes(app: TypedApp, { invitations, attempt, tags }: RegistrationCalls) {
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
}
