// The owner's preferred dealer (docs/owner-app.md 2.12, 2.13, 7): GET dealers/user answers it as
// every dealer read does, or 404 when none is chosen; PUT dealers/user {dealer} chooses an
// enabled dealer. Whether it was disabled since is for the screen to see (`enabled`).
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../shared/generated/entities.ts';
import { HttpError, InputError } from '../../core/errors.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { dealerRepository } from '../../queries/dealers.ts';
import { type Row, present, recordRepository } from '../../queries/records/records.ts';
import { typed } from '../../platform/http/typed.ts';

const NO_DEALER = 'You have not chosen a dealer yet.';
export const CHOOSE_DEALER = 'Please choose a dealer from the list.';

export default async function ownerDealerRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const repo = recordRepository(app.database.db, entities.dealer);
  const choices = dealerRepository(app.database.db);
  const tags = ['Garage'];
  const dealerAnswer = async (row: Row) => {
    const [embedded] = await repo.embed([row]);
    return present(entities.dealer, embedded!);
  };

  app.get(
    '/dealers/user',
    {
      onRequest: app.allow('USER'),
      schema: { tags, summary: "The signed-in owner's preferred dealer (404 when none is chosen)", response: { 200: { $ref: 'Dealer#' } } },
    },
    async (request) => {
      const { dealers_id: id } = requireUser(request);
      const dealer = id ? await repo.find(id) : undefined;
      if (!dealer) throw new HttpError(404, NO_DEALER);
      return dealerAnswer(dealer);
    },
  );

  app.put(
    '/dealers/user',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags,
        summary: 'Chooses the preferred dealer (an enabled one); answers it',
        body: { $ref: 'DealerChoiceForm#', 'x-schema': 'dealer-choice' },
        response: { 200: { $ref: 'Dealer#' } },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { dealer: id } = request.body;
      const dealer = await choices.enabled(id);
      if (!dealer) throw new InputError({ dealer: [CHOOSE_DEALER] });
      await choices.prefer(user.id, id);
      return dealerAnswer(dealer);
    },
  );
}
