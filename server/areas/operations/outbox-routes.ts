// Staff actions on the outbox (back office, Outbox): Retry queues a failed message again now with
// a full set of tries; Cancel stops a queued or failed one from being sent. A message in any other
// state (sending, sent, cancelled) answers 409 saying why, and the sender is woken after a retry.
import type { FastifyInstance } from 'fastify';
import type { OutboxState } from '../../../shared/generated/types.ts';
import { HttpError, notFound } from '../../core/errors.ts';
import { outboxRepository } from '../../queries/outbox.ts';
import { idParam } from '../../platform/http/params.ts';
import { typed } from '../../platform/http/typed.ts';

/** Why a message cannot take the action, in the words of its state. */
const NOT_NOW: Record<OutboxState, string> = {
  queued: 'is queued and will be tried',
  sending: 'is being sent just now',
  sent: 'was sent already',
  failed: 'failed',
  cancelled: 'was cancelled',
};

export default async function outboxRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const outbox = outboxRepository(app.database.db);
  const tags = ['Outbox'];

  const action = (verb: 'retry' | 'cancel', summary: string, change: (id: number) => ReturnType<typeof outbox.retry>, allowedFrom: string) =>
    app.post(
      `/outbox/:id/${verb}`,
      {
        onRequest: app.allow(),
        schema: { tags, summary, params: idParam(), response: { 200: { $ref: 'OutboxMessage#' }, 409: { $ref: 'Refusal#' } } },
      },
      async (request) => {
        const { id } = request.params;
        const changed = await change(id);
        if (changed) return changed;
        const message = await outbox.find(id);
        if (!message) throw notFound('This message');
        throw new HttpError(
          409,
          `Only ${allowedFrom} message can be ${verb === 'retry' ? 'retried' : 'cancelled'}: this one ${NOT_NOW[message.state as OutboxState]}.`,
        );
      },
    );

  action(
    'retry',
    'Queues a failed email again now, with a full set of tries',
    async (id) => {
      const row = await outbox.retry(id);
      if (row) app.outbox.wake();
      return row;
    },
    'a failed',
  );
  action('cancel', 'Stops a queued or failed email from being sent', (id) => outbox.cancel(id), 'a queued or failed');
}
