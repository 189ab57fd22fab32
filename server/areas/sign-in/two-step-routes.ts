// Two-step sign-in of the signed-in staff member (back office, account menu): its state, a new
// secret to set up (shown once, as text and as a QR code), confirming it with a first code (which
// turns it on and answers ten recovery codes, shown once), and turning it off with the password or
// a code. An administrator may turn it off for another staff member who lost their phone: that
// signs them out everywhere. Codes are throttled like passwords (attempts.ts); changes are audited.
// The setup is two-step-setup-routes.ts's, turning it off two-step-off-routes.ts's.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/http/auth.ts';
import { typed } from '../../platform/http/typed.ts';
import { twoStepCalls } from './two-step-calls.ts';
import twoStepOffRoutes from './two-step-off-routes.ts';
import twoStepSetupRoutes from './two-step-setup-routes.ts';

export default async function twoStepRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const calls = twoStepCalls(app);

  app.get(
    '/account/two-step',
    {
      onRequest: calls.staffSettingUp,
      schema: {
        tags: calls.tags,
        summary: 'Whether two-step sign-in is on for me, whether it is required, and my recovery codes left',
        response: { 200: { $ref: 'TwoStepStatus#' } },
      },
    },
    async (request) => calls.statusOf(requireUser(request)),
  );

  await twoStepSetupRoutes(app, calls);
  await twoStepOffRoutes(app, calls);
}
