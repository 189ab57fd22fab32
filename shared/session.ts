// The browser side of a session: the access token lives in local storage (docs/owner-app.md 4),
// so both front ends, which are separate bundles on one origin, see the same sign-in.

const TOKEN_KEY = 'access_token';

// Storage can throw (privacy modes, storage disabled); a page must still load, signed out.
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function storeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}
