// OpenAPI at /api/docs (and /api/docs/json), built from the routes' schemas and the generated
// entity components, which are also registered so routes can refer to them by name; once built,
// platform/http/docs/document.ts makes it a valid OpenAPI 3.0 document (operationIds and refusals included).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Document, finishDocument, withFormBody } from './document.ts';
import { components } from '../../../generated/openapi.ts';

async function docsPlugin(app: FastifyInstance) {
  for (const [name, schema] of Object.entries(components)) app.addSchema({ $id: name, ...schema });
  await app.register(swagger, {
    // Components keep their own names rather than def-0, def-1...
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    openapi: {
      info: { title: 'myGWM API', version: '1.0.0', description: 'The owner portal and back office API.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
      // The server that serves the document; every path starts with /api.
      servers: [{ url: '/', description: 'This server' }],
    },
    transform: withFormBody,
    // Only the OpenAPI document is built here (`openapi` above), never a Swagger 2.0 one.
    transformObject: (built) =>
      'openapiObject' in built ? (finishDocument(built.openapiObject as Document) as typeof built.openapiObject) : built.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(docsPlugin, { name: 'docs' });
