// The refusals (4xx) an operation can answer, decided once from what its route declares, each with
// the refusal shape (schemas/answers/refusal.json) the errors plugin sends: a guard (`x-roles`)
// refuses visitors and other roles, a path parameter names something that may not be there, input
// may be bad, a body unreadable or too large, and a delete may hit a record others still name (the
// database's RESTRICT, platform/http/errors.ts). What only a handler knows (a throttle's 429, a 409 of a
// change made meanwhile) its route declares in its own `response`, which wins over these.

export interface Operation {
  'x-roles'?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}

const REFUSALS: Record<string, string> = {
  400: 'The body cannot be read: not JSON, or a form cut short',
  401: 'Not signed in, or the access token has expired or was signed out',
  403: 'Signed in, but this account may not do this (its role, or two-step sign-in not set up)',
  404: 'There is no such record, or it is not one the caller may see',
  409: 'The record is linked to other records, or changed meanwhile: it was not changed',
  413: 'The body is larger than this call takes',
  422: 'Bad input: a sentence, and under errors the messages of each field at fault',
};

function refusalStatuses(method: string, operation: Operation): string[] {
  const parameters = operation.parameters ?? [];
  const statuses: number[] = [];
  if (operation['x-roles']) statuses.push(401, 403);
  if (parameters.some((p) => p.in === 'path')) statuses.push(404);
  if (method === 'delete') statuses.push(409);
  if (operation.requestBody) statuses.push(400, 413);
  if (operation.requestBody || parameters.length) statuses.push(422);
  return statuses.map(String);
}

/** The operation's answers with its refusals added; an answer the route declares for a status is kept. */
export function withRefusals(method: string, operation: Operation): Operation['responses'] {
  const refusal = { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } };
  const added = Object.fromEntries(refusalStatuses(method, operation).map((status) => [status, { description: REFUSALS[status]!, content: refusal }]));
  return { ...added, ...operation.responses };
}
