// PUT /api/users/update (docs/owner-app.md 2.10, "Update your Details"): the signed-in user changes
// their own name, phones and address, and whether they want service reminders (left as it was when
// not sent), and gets back the user as GET /api/user answers it. The email is the sign-in name and
// is not changed here: one in the payload is ignored.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../shared/generated/entities.ts';
import { requireUser } from '../plugins/auth.ts';
import { withAudit } from '../repositories/audit-log.ts';
import type { SessionUser } from '../repositories/tokens.ts';
import { type AccountDetails, userRepository } from '../repositories/users.ts';
import { currentUser } from './session/current-user.ts';

export default async function accountRoutes(app: FastifyInstance) {
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
      const { firstname, lastname, mobile_phone, other_phone, address_line_1, suburb, state, postcode, service_reminders } = request.body as AccountDetails;
      const details = { firstname, lastname, mobile_phone, other_phone, address_line_1, suburb, state, postcode };
      const me = requireUser(request);
      // An administrator changing their own details is a staff change; an owner's is not recorded (auditChange).
      const { after } = await withAudit(app.database.db, me, async (tx) => ({
        action: 'update',
        entity: entities.user.id,
        recordId: me.id,
        before: me,
        // Reminders stay as they were unless the form says (a caller that knows nothing of them).
        after: await userRepository(tx).updateDetails(me.id, typeof service_reminders === 'boolean' ? { ...details, service_reminders } : details),
      }));
      return currentUser(after as SessionUser);
    },
  );
}
