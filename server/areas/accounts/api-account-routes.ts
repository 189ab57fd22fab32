// API accounts (role API): GET /api/users/api lists them, POST /api/users/api creates one and
// answers its login name and secret once (and records it in the audit log, the key as set). They
// sign in at /api/login like anyone else; revoking one is the generic DELETE /api/users/{id}.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../shared/generated/entities.ts';
import { withAudit } from '../../queries/audit-log.ts';
import { present, recordRepository } from '../../queries/records/records.ts';
import { userRepository } from '../../queries/users.ts';
import { hashPassword } from '../../core/passwords.ts';
import { newCode, randomString } from '../../core/secrets.ts';
import { typed } from '../../platform/http/typed.ts';

/** Login name of 10 + 20 + 10 random characters, shaped as an email so it fits the user schema. */
const newLoginName = () => `${randomString(10)}@${randomString(20)}.${randomString(10)}`.toLowerCase();

export default async function apiAccountRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const { db } = app.database;
  const tags = ['API keys'];

  app.get(
    '/api',
    { onRequest: app.allow(), schema: { tags, summary: 'List API accounts', response: { 200: { type: 'array', items: { $ref: 'User#' } } } } },
    async () => {
      const rows = await userRepository(db).apiAccounts();
      return rows.map((r) => present(entities.user, r));
    },
  );

  app.post(
    '/api',
    {
      onRequest: app.allow(),
      schema: {
        tags,
        summary: 'Create an API account; the answer shows its secret this once',
        body: { $ref: 'ApiAccountForm#', 'x-schema': 'api-account' },
        response: { 201: { $ref: 'ApiAccountCreated#' } },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const username = newLoginName();
      const secret = randomString(30);
      const { after: account } = await withAudit(db, request.user!, async (tx) => {
        const created = await recordRepository(tx, entities.user).create({
          firstname: body.firstname,
          lastname: body.lastname || 'API',
          email: username,
          password: await hashPassword(secret),
          mobile_phone: '0000000000',
          consent: false,
          role: 'API',
          invitation_code: newCode(),
        });
        // The key's hash is recorded as set, never its value.
        return { action: 'create', entity: entities.user.id, recordId: created.id as number, after: created };
      });
      reply.status(201);
      return { data: present(entities.user, account!), api_username: username, api_key: secret };
    },
  );
}
