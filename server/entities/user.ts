// Users: the server owns role, invitation code and the password hash. Lists leave API accounts
// out unless asked for them (each owner's vehicles come with every read: x-embed-many).
import type { Row } from '../repositories/records.ts';
import { revokeAllTokens } from '../repositories/tokens.ts';
import { notApiAccounts } from '../repositories/user-lists.ts';
import { hashPassword } from '../services/passwords.ts';
import { newCode } from '../services/secrets.ts';
import type { EntityHooks } from './hooks.ts';

async function withPasswordHash(values: Row): Promise<Row> {
  const { password, ...rest } = values;
  return typeof password === 'string' && password !== '' ? { ...rest, password: await hashPassword(password) } : rest;
}

export const userHooks: EntityHooks = {
  async beforeCreate(values) {
    return { ...(await withPasswordHash(values)), role: 'USER', invitation_code: newCode() };
  },

  beforeUpdate: (values) => withPasswordHash(values),

  // Whoever knew the old password (the reason it was changed, perhaps) is signed out with it.
  async afterWrite(record, body, { db }) {
    if (typeof body.password === 'string' && body.password !== '') await revokeAllTokens(db, record.id as number);
  },

  listWhere: (query) => (query.role ? undefined : notApiAccounts()),
};
