// Every failure leaves as JSON with a readable message: 422 with a message per field for bad
// input, the handler's own status for known errors, and a plain apology for the rest, which
// is logged with its stack but never sent. A database that cannot be reached answers 503: the
// request may be tried again once it is back.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { entities } from '../../../shared/generated/entities.ts';
import { BODY_BYTES } from '../../../shared/limits.ts';
import { type FieldErrors, ruleMessage } from '../../../shared/validation.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { HttpError, InputError } from '../../core/errors.ts';
import { withRetryAfter } from './retry-after.ts';

interface DatabaseError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  table?: string;
  table_name?: string;
  detail?: string;
  /** drizzle wraps the driver's error (DrizzleQueryError) and keeps it here. */
  cause?: unknown;
}

const byTable = new Map(Object.values(entities).map((e) => [e.table, e]));

/** The driver's error behind a query error: drizzle wraps it, PGlite and pg fill the same fields. */
function driverError(error: DatabaseError): DatabaseError {
  const cause = error.cause as DatabaseError | undefined;
  return cause && typeof cause === 'object' && typeof cause.code === 'string' ? cause : error;
}

/** Maps a unique or foreign-key violation, or a value the column cannot hold, to words the user needs. */
function fromDatabase(wrapped: DatabaseError): InputError | HttpError | undefined {
  const error = driverError(wrapped);
  const constraint = error.constraint ?? error.constraint_name ?? '';
  const entity = byTable.get(error.table ?? error.table_name ?? '');
  if (error.code === '23505') {
    const field = entity?.fields.all.find((f) => constraint === `${entity.table}_${f}_unique`) ?? '_';
    const label = entity?.schema.properties?.[field]?.title ?? 'This value';
    return new InputError({ [field]: [`${label} is already in use.`] });
  }
  // A reference to a record that does not exist: "Key (user_id)=(9999) is not present in table ...".
  const missing = error.code === '23503' ? /^Key \((\w+)\)=\((.*)\) is not present/.exec(error.detail ?? '') : null;
  if (missing && entity?.fields.all.includes(missing[1]!)) {
    const [, field, value] = missing as unknown as [string, string, string];
    const label = entity.schema.properties?.[field]?.title ?? field;
    return new InputError({ [field]: [`${label} ${value} was not found.`] });
  }
  // 23001: RESTRICT (newer servers), 23503: still referenced.
  if (error.code === '23503' || error.code === '23001') {
    return new HttpError(409, 'This record is linked to other records, so it cannot be changed that way.');
  }
  if (error.code === '22021' || error.code === '22P05') {
    return new InputError({ _: ['The text sent contains a character that cannot be stored (such as the NUL character).'] });
  }
  if (error.code === '22003') return new InputError({ _: ['A number sent is too large.'] });
  // 22008: a date or time out of range (year 0), 22007: one that is not a date; the schemas
  // refuse both by field first (shared/limits.ts), this answers whatever still reaches the database.
  if (error.code === '22008' || error.code === '22007') return new InputError({ _: ['A date sent is not a valid date between 1900 and 2099.'] });
  // 54000: a text too long for the column's index ("... for index "specs_name_id_idx"").
  if (error.code === '54000') {
    const field = entity?.fields.all.find((f) =>
      [`${entity.table}_${f}_idx`, `${entity.table}_${f}_id_idx`, `${entity.table}_${f}_unique`].includes(constraint ?? ''),
    );
    const label = field ? (entity?.schema.properties?.[field]?.title ?? field) : undefined;
    return new InputError({ [field ?? '_']: [label ? `${label} is too long` : 'A text sent is too long to be stored.'] });
  }
  return undefined;
}

function fromFastifyValidation(error: FastifyError): InputError {
  const errors: FieldErrors = {};
  for (const item of error.validation ?? []) {
    const missing = (item.params as { missingProperty?: string }).missingProperty;
    const path = item.instancePath.replace(/^\//, '').split('/');
    // A query parameter given several times (`country=AU&country=XX`) is named as the parameter, not by position.
    const field = (missing ?? (error.validationContext === 'querystring' ? path[0] : path.join('.'))) || '_';
    const params = item.params as Record<string, unknown>;
    (errors[field] ??= []).push(ruleMessage(missing ?? field, missing ? 'required' : item.keyword, params, params.allowedValues as unknown[] | undefined));
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
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new HttpError(413, `The request is too large: send at most ${BODY_BYTES / 1024 / 1024} MB (files go in an upload form).`);
  }
  if (error.statusCode && error.statusCode < 500) return new HttpError(error.statusCode, error.message);
  return undefined;
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & DatabaseError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return withRetryAfter(reply.status(503)).send({ message: DATABASE_UNAVAILABLE });
    }
    const known = toHttpError(error);
    if (!known) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again in a moment.' });
    }
    const body: Record<string, unknown> = { message: known.message };
    if (known instanceof InputError) body.errors = known.errors;
    if (known.retryAfterSeconds !== undefined) withRetryAfter(reply, known.retryAfterSeconds);
    return reply.status(known.statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `There is no ${request.method} ${request.url.split('?')[0]} in this API.` });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
