import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client.ts';
import { clearToken, readToken, storeToken } from './session.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const reply = (status: number, body: unknown, statusText = '') =>
  new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status, statusText });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON under /api with the session token and answers the parsed body', async () => {
    storeToken('t0ken');
    fetchMock.mockResolvedValue(reply(200, { data: { id: 1 } }));
    await expect(api.post('/users', { firstname: 'Olive' })).resolves.toEqual({ data: { id: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"firstname":"Olive"}');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer t0ken', 'content-type': 'application/json' });
  });

  it('adds a query and sends no token when signed out', async () => {
    fetchMock.mockResolvedValue(reply(204, undefined));
    await expect(api.get('/dealers', { page: 2, q: 'a b', skip: undefined })).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/dealers?page=2&q=a+b');
    expect(init?.headers).not.toHaveProperty('authorization');
  });

  it('uses the server message, or the field errors joined by line breaks, or the status text', async () => {
    fetchMock.mockResolvedValueOnce(reply(401, { status: 'error', message: 'These credentials do not match our records.' }));
    const denied = await failure(api.post('/login', {}));
    expect([denied.status, denied.message]).toEqual([401, 'These credentials do not match our records.']);

    const errors = { username: ['Email field is required'], password: ['Password field is required'] };
    fetchMock.mockResolvedValueOnce(reply(422, { message: 'The given data was invalid.', errors }));
    const invalid = await failure(api.post('/login', {}));
    expect(invalid.message).toBe('Email field is required\nPassword field is required');
    expect(invalid.fieldErrors).toEqual(errors);

    fetchMock.mockResolvedValueOnce(reply(502, '<html>Bad gateway</html>', 'Bad Gateway'));
    expect((await failure(api.get('/user'))).message).toBe('Bad Gateway');
  });

  it('says the server could not be reached when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(api.del('/users/1'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('We could not reach the server. Please check your connection and try again.');
  });

  it('says the browser is offline when it is', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/user'));
    expect(error.message).toBe('You are offline. Please check your connection and try again.');
  });
});

describe('session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the token under access_token', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    storeToken('abc');
    expect(storage.getItem('access_token')).toBe('abc');
    expect(readToken()).toBe('abc');
    clearToken();
    expect(readToken()).toBeNull();
  });
});
