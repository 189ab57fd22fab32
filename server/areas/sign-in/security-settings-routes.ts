// GET and PUT /api/security-settings: what an administrator decides for every staff account, for
// now whether two-step sign-in is required. Requiring it takes an administrator who uses it: the
// one who turns it on is not the first to be stopped by it. Changes are audited.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../shared/generated/entities.ts';
import type { SecuritySettingsAnswer } from '../../../shared/generated/types.ts';
import { HttpError } from '../../core/errors.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { withAudit } from '../../queries/audit-log.ts';
import { SETTINGS_ROW, securitySettingsRepository } from '../../queries/security-settings.ts';
import { typed } from '../../platform/http/typed.ts';

export default async function securitySettingsRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['Security settings'];

  app.get(
    '/security-settings',
    {
      onRequest: app.allow(),
      schema: { tags, summary: 'The security settings of every staff account', response: { 200: { $ref: 'SecuritySettingsAnswer#' } } },
    },
    async (): Promise<SecuritySettingsAnswer> => app.securitySettings.get(),
  );

  app.put(
    '/security-settings',
    {
      onRequest: app.allow(),
      schema: {
        tags,
        summary: 'Changes the security settings of every staff account; requiring two-step sign-in takes an administrator who uses it',
        body: { $ref: 'SecuritySettingsForm#', 'x-schema': 'security-settings' },
        response: { 200: { $ref: 'SecuritySettingsAnswer#' }, 409: { $ref: 'Refusal#' } },
      },
    },
    async (request): Promise<SecuritySettingsAnswer> => {
      const me = requireUser(request);
      const { two_step_required } = request.body;
      if (two_step_required && !me.two_step_enabled_at) {
        throw new HttpError(409, 'Turn on two-step sign-in for your own account first (account menu), then require it for everyone.');
      }
      await withAudit(app.database.db, me, async (tx) => {
        const { before, after } = await securitySettingsRepository(tx).save({ two_step_required });
        return { action: 'update', entity: entities['security-setting'].id, recordId: SETTINGS_ROW, before: { ...before }, after: { ...after } };
      });
      return { two_step_required };
    },
  );
}
