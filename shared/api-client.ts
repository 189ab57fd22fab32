// The one way both front ends call the API: JSON in and out, the session's bearer token, and
// every failure turned into an ApiError whose message a person can read (docs/owner-app.md 8).
import { readToken } from './session.ts';
import type { FieldErrors } from './validation.ts';

const BASE = '/api';

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return typeof value === 'object' && value !== null && Object.values(value).every(Array.isArray);
}

/** Field errors joined with line breaks when present, else the server's message, else the status text. */
function toApiError(response: Response, body: ErrorBody | undefined): ApiError {
  const fieldErrors = isFieldErrors(body?.errors) ? body.errors : {};
  const joined = Object.values(fieldErrors).flat().join('\n');
  const serverMessage = typeof body?.message === 'string' ? body.message : '';
  const message = joined || serverMessage || response.statusText || `The request failed (status ${response.status}).`;
  return new ApiError(response.status, message, fieldErrors);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page is not worth showing; the status text says enough.
    return undefined;
  }
}

/** A list is a parameter repeated (`country=AU&country=NZ`), as the API reads several values. */
export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

function urlOf(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${BASE}${path}${search ? `?${search}` : ''}`;
}

async function request<T>(method: string, path: string, body?: unknown, query?: Query, as: 'json' | 'blob' = 'json'): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  // FormData carries its own multipart content type (uploads); everything else is JSON.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    // The owner app's shell still loads without a network (its service worker), so say why.
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    throw new ApiError(0, `${offline ? 'You are offline.' : 'We could not reach the server.'} Please check your connection and try again.`);
  }
  if (response.ok && as === 'blob') return (await response.blob()) as T;
  const parsed = await readBody(response);
  if (!response.ok) throw toApiError(response, parsed as ErrorBody | undefined);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, undefined, query),
  /** A file the API answers (a CSV export), whole. */
  file: (path: string, query?: Query) => request<Blob>('GET', path, undefined, query, 'blob'),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  /** A delete, with a body where the call needs one (the password that deletes one's own account). */
  del: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
