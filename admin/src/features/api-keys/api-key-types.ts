// An API key is a user account of role API (server/areas/accounts/api-account-routes.ts): its first name is the
// application's name, its email the login name; the secret exists only in the answer to its creation.
import type { User } from '../../../../shared/generated/types.ts';

/** Lists the API accounts (a plain array, not a page) and creates one. */
export const API_KEYS_URL = '/api/users/api';

/** Where an account, API ones included, is deleted: DELETE /api/users/{id}. */
export const USERS = 'users';

/** The 201 answer of a creation: the account, and the login name and secret shown this once. */
export interface NewApiKey {
  data: User;
  api_username: string;
  api_key: string;
}
