// PUT /api/users/update (docs/owner-app.md 2.10, "Update your Details"): the signed-in user changes
// their own name, phones and address, and their marketing consent and service reminders (each left
// as it was when not sent; a change stamped with its time: docs/decisions.md, "The owner's data"),
// and gets back the user as GET /api/user answers it. The email is the sign-in name and is not
// changed here: one in the payload is ignored.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../shared/generated/entities.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { withAudit } from '../../queries/audit-log.ts';
import type { SessionUser } from '../../queries/tokens.ts';
import { userRepository } from '../../queries/users.ts';
import { currentUser } from '../sign-in/current-user.ts';
import { typed } from '../../platform/http/typed.ts';

export default async function accountRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  app.put(
    '/users/update',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags: ['Session'],
        summary: "Updates the signed-in user's own details; answers the user as GET /api/user does",
        body: { $ref: 'AccountDetailsForm#', 'x-schema': 'account-details' },
        response: { 200: { $ref: 'UserAnswer#' } },
      },
    },
    async (request) => {
      const { firstname, lastname, mobile_phone, other_phone, address_line_1, suburb, state, postcode, consent, service_reminders } = request.body;
      // Consent and reminders stay as they were unless the form says (a caller that knows nothing of them).
      const choices = { ...(typeof consent === 'boolean' && { consent }), ...(typeof service_reminders === 'boolean' && { service_reminders }) };
      const details = { firstname, lastname, mobile_phone, other_phone, address_line_1, suburb, state, postcode, ...choices };
      const me = requireUser(request);
      // An administrator changing their own details is a staff change; an owner's is not recorded (auditChange).
      const { after } = await withAudit(app.database.db, me, async (tx) => ({
        action: 'update',
        entity: entities.user.id,
        recordId: me.id,
        before: me,
        after: await userRepository(tx).updateDetails(me, details),
      }));
      return currentUser(after as SessionUser);
    },
  );
}
