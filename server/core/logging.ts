// What the server's log (pino, JSON lines) may hold: what an operator needs, never a secret.
// Tokens travel in the Authorization header and in the reset link's path (/resetpassword/<token>),
// so the request serializer strips them from URLs and redaction censors the headers and any
// email body that reaches a log call.
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Path segments that carry a secret after them, and query parameters that are one. */
const SECRET_PATH = /(\/resetpassword\/)[^/?#]+/gi;
const SECRET_QUERY = /([?&](?:token|access_token|api_key|code)=)[^&#]*/gi;

export const withoutSecrets = (url: string) => url.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);

/** Text another system wrote (an error, an answer) with these exact values taken out: what we sent it that it must not echo into our records. */
export function withoutValues(text: string, secrets: Iterable<string>): string {
  let clean = text;
  for (const secret of secrets) if (secret) clean = clean.split(secret).join(REDACTED);
  return clean;
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        // @fastify/multipart logs, at trace, the options it gives its parser: the request's headers among them.
        'busboyOptions.headers.authorization',
        'busboyOptions.headers.cookie',
        'mail.text',
        'mail.attachments',
        '*.password',
        '*.access_token',
        // Two-step sign-in's: the authenticator secret being set up, the pending sign-in, the recovery codes.
        '*.secret',
        '*.challenge_token',
        '*.recovery_codes',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutSecrets(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
