// The owner's data (docs/decisions.md, "The owner's data"): GET /api/user/export hands the signed-in
// owner everything myGWM holds of them as a JSON file; DELETE /api/user deletes their account with
// their password (throttled as sign-in is); GET /api/users/{id}/deletion tells the back office's
// delete dialog what deleting a user takes with it. The deletion itself is delete-account.ts's, the
// one mechanism staff's delete runs too.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../shared/generated/entities.ts';
import type { Config } from '../../core/config.ts';
import { HttpError, InputError, notFound } from '../../core/errors.ts';
import { forgetFiles } from '../../platform/files/named-files.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { deletionSummary, isOwner } from '../../queries/owner-deletion.ts';
import { deleteOwnAccount } from './delete-account.ts';
import { exportFileName, ownerData } from './export-owner-data.ts';
import { verifyPassword } from '../../core/passwords.ts';
import { idParam } from '../../platform/http/params.ts';
import { signInAttempts } from '../sign-in/attempts.ts';
import { typed } from '../../platform/http/typed.ts';

const WRONG_PASSWORD = 'That password is not right. Your account has not been deleted.';
const STAFF_ACCOUNT = 'Only an owner deletes their own account here: staff accounts are deleted by an administrator in Portal users.';

export default async function ownerDataRoutes(instance: FastifyInstance, { config }: { config: Config }) {
  const app = typed(instance);
  const db = app.database.db;
  const attempts = signInAttempts(db);
  const tags = ['Session'];

  app.get(
    '/user/export',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags,
        summary: 'Downloads everything myGWM holds of the signed-in owner (account, consents, vehicles, bookings, recalls, photos as links) as a JSON file',
        response: { 200: { $ref: 'OwnerData#' } },
      },
    },
    async (request, reply) => {
      const data = await ownerData(db, requireUser(request).id, config.publicUrl);
      if (!data) throw notFound('Your account');
      reply.header('content-disposition', `attachment; filename="${exportFileName(data)}"`);
      return data;
    },
  );

  app.delete(
    '/user',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags,
        summary:
          "Deletes the signed-in owner's account with their password: personal details and photos go, sessions end, vehicles are unlinked and kept, bookings kept for the dealer without the owner's details",
        body: { $ref: 'DeleteAccountForm#', 'x-schema': 'delete-account' },
        response: { 200: { $ref: 'Deleted#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      if (!isOwner(me)) throw new HttpError(403, STAFF_ACCOUNT);
      // The same count as signing in to this account from here: the password is guessed no faster this way.
      const account = me.email.trim().toLowerCase();
      if (!(await attempts.take(account, request, reply))) return reply;
      const { password } = request.body;
      if (!(await verifyPassword(me.password, password))) throw new InputError({ password: [WRONG_PASSWORD] });
      await attempts.succeeded(account, request);
      const removed = await deleteOwnAccount(db, me);
      if (!removed) throw notFound('Your account');
      await forgetFiles(db, app.files, removed.files, request.log);
      return { message: 'Your account has been deleted.' };
    },
  );

  app.get(
    '/users/:id/deletion',
    {
      onRequest: app.allow(),
      schema: {
        tags: [entities.user.plural],
        summary: 'What deleting this user takes with it: the vehicles unlinked, the bookings kept without the owner, the photos deleted',
        params: idParam(),
        response: { 200: { $ref: 'OwnerDeletion#' } },
      },
    },
    async (request) => {
      const { id } = request.params;
      const summary = await deletionSummary(db, id);
      if (!summary) throw notFound(`${entities.user.title} ${id}`);
      return summary;
    },
  );
}
