// Retry-After on every 429 and every 503 (README, "Running in production"), in whole seconds: the
// wait a refusal knows (a throttle's) through `withRetryAfter`, the one helper every route uses;
// any other 429 or 503 (a health check, a file store that is down) gets a short default here, so a
// client or a balancer always learns when to come back.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** What a refusal that knows no wait of its own asks for: a database or a file store back within seconds, as a rule. */
export const DEFAULT_RETRY_SECONDS = 5;

/** Sets Retry-After to `seconds`, rounded up to a whole second, at least one. */
export const withRetryAfter = (reply: FastifyReply, seconds = DEFAULT_RETRY_SECONDS) => reply.header('retry-after', String(Math.max(1, Math.ceil(seconds))));

const ASKS_FOR_A_WAIT = new Set([429, 503]);

async function retryAfterPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (ASKS_FOR_A_WAIT.has(reply.statusCode) && !reply.hasHeader('retry-after')) withRetryAfter(reply);
    return payload;
  });
}

export default fp(retryAfterPlugin, { name: 'retry-after' });
