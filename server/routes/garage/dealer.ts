// The owner's preferred dealer (owner-portal.txt 2.12, 2.13, 7): GET dealers/user answers it as
// every dealer read does, or 404 when none is chosen; PUT dealers/user {dealer} chooses an
// enabled dealer. Whether it was disabled since is for the screen to see (`enabled`).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entities } from '../../../shared/generated/entities.ts';
import { dealerHooks } from '../../entities/dealer.ts';
import { HttpError, InputError } from '../../errors.ts';
import { dealers, users } from '../../generated/tables.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type Row, present, recordRepository } from '../../repositories/records.ts';
import { integer } from '../params.ts';

const NO_DEALER = 'You have not chosen a dealer yet.';
const CHOOSE = 'Please choose a dealer from the list.';

export default async function ownerDealerRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const repo = recordRepository(db, entities.dealer);
  const tags = ['Garage'];
  const dealerAnswer = async (request: FastifyRequest, row: Row) => {
    const [embedded] = await repo.embed([row]);
    const [expanded] = await dealerHooks.expand!([present(entities.dealer, embedded!)], { app, request, user: request.user, repo });
    return expanded;
  };

  app.get('/dealers/user', {
    onRequest: app.allow('USER'),
    schema: { tags, summary: "The signed-in owner's preferred dealer (404 when none is chosen)", response: { 200: { $ref: 'Dealer#' } } },
  }, async (request) => {
    const { dealers_id: id } = requireUser(request);
    const dealer = id ? await repo.find(id) : undefined;
    if (!dealer) throw new HttpError(404, NO_DEALER);
    return dealerAnswer(request, dealer);
  });

  app.put('/dealers/user', {
    onRequest: app.allow('USER'),
    schema: {
      tags,
      summary: 'Chooses the preferred dealer (an enabled one); answers it',
      body: { type: 'object', required: ['dealer'], properties: { dealer: { ...integer, minimum: 1 }, _method: { type: 'string', maxLength: 10 } } },
      response: { 200: { $ref: 'Dealer#' } },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { dealer: id } = request.body as { dealer: number };
    const [dealer] = await db.select().from(dealers).where(and(eq(dealers.id, id), eq(dealers.enabled, true)));
    if (!dealer) throw new InputError({ dealer: [CHOOSE] });
    await db.update(users).set({ dealers_id: id, updated_at: new Date() }).where(eq(users.id, user.id));
    return dealerAnswer(request, dealer);
  });
}
