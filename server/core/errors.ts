// Errors a handler throws to answer with a status and a message a person can read.
import type { FieldErrors } from '../../shared/validation.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 429 or 503: the seconds the caller should wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Bad input: 422 with a message per field, as Laravel answers. */
export class InputError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    const messages = Object.values(errors).flat();
    const more = messages.length - 1;
    super(422, `${messages[0] ?? 'The given data was invalid.'}${more > 0 ? ` (and ${more} more error${more > 1 ? 's' : ''})` : ''}`);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} was not found.`);
