// Every failure leaves as JSON with a readable message: 422 with a message per field for bad
// input, the handler's own status for known errors, and a plain apology for the rest, which
// is logged with its stack but never sent.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { entities } from '../../shared/generated/entities.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import { HttpError, InputError } from '../errors.ts';

interface DatabaseError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  table?: string;
  table_name?: string;
}

const byTable = new Map(Object.values(entities).map((e) => [e.table, e]));

/** Maps a unique or foreign-key violation to the field and words the user needs. */
function fromDatabase(error: DatabaseError): InputError | HttpError | undefined {
  const constraint = error.constraint ?? error.constraint_name ?? '';
  const entity = byTable.get(error.table ?? error.table_name ?? '');
  if (error.code === '23505') {
    const field = entity?.fields.all.find((f) => constraint === `${entity.table}_${f}_unique`) ?? '_';
    const label = entity?.schema.properties?.[field]?.title ?? 'This value';
    return new InputError({ [field]: [`${label} is already in use.`] });
  }
  if (error.code === '23503') {
    return new HttpError(409, 'This record is linked to other records, so it cannot be changed that way.');
  }
  return undefined;
}

function fromFastifyValidation(error: FastifyError): InputError {
  const errors: FieldErrors = {};
  for (const item of error.validation ?? []) {
    const missing = (item.params as { missingProperty?: string }).missingProperty;
    const field = (missing ?? item.instancePath.replace(/^\//, '').replace(/\//g, '.')) || '_';
    const name = missing ?? field;
    (errors[field] ??= []).push(missing ? `${name} is required` : `${name} ${item.message ?? 'is not valid'}`);
  }
  return new InputError(errors);
}

function toHttpError(error: FastifyError & DatabaseError): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error.validation) return fromFastifyValidation(error);
  const database = fromDatabase(error);
  if (database) return database;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new HttpError(400, 'The request body is not valid JSON.');
  }
  if (error.statusCode && error.statusCode < 500) return new HttpError(error.statusCode, error.message);
  return undefined;
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & DatabaseError, request, reply) => {
    const known = toHttpError(error);
    if (!known) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again in a moment.' });
    }
    const body: Record<string, unknown> = { message: known.message };
    if (known instanceof InputError) body.errors = known.errors;
    return reply.status(known.statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `There is no ${request.method} ${request.url.split('?')[0]} in this API.` });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
