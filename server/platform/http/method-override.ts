// Laravel's convention, which the screens follow for multipart uploads: a POST whose body
// carries `_method=PUT` is a PUT. Every PUT route also answers such a POST.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../core/errors.ts';

async function methodOverridePlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.length !== 1 || methods[0] !== 'PUT') return;
    route.method = ['PUT', 'POST'];
    const check = async (request: FastifyRequest) => {
      // A multipart form is read by its handler (platform/files/multipart.ts), which checks _method then.
      if (request.isMultipart()) return;
      const { body } = request;
      const override = body && typeof body === 'object' && '_method' in body ? body._method : undefined;
      if (request.method === 'POST' && String(override).toUpperCase() !== 'PUT') {
        throw new HttpError(405, 'Use PUT, or POST with _method=PUT, to update.');
      }
    };
    route.preValidation = [check, ...[route.preValidation ?? []].flat()];
  });
}

export default fp(methodOverridePlugin, { name: 'method-override' });
