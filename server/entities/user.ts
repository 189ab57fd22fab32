// Users: the server owns role, invitation code and the password hash. Lists leave API accounts
// out unless asked for them, and show each owner's vehicles.
import { and, asc, inArray, ne } from 'drizzle-orm';
import { entities } from '../../shared/generated/entities.ts';
import { users, vehicles } from '../generated/tables.ts';
import { recordRepository, type Row } from '../repositories/records.ts';
import { revokeAllTokens } from '../repositories/tokens.ts';
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

  listWhere: (query) => (query.role ? undefined : ne(users.role, 'API')),

  async expand(rows, { db }) {
    const ids = rows.map((r) => r.id as number);
    if (!ids.length) return rows;
    const repo = recordRepository(db, entities.vehicle);
    const owned = await db
      .select()
      .from(vehicles)
      .where(and(inArray(vehicles.user_id, ids)))
      .orderBy(asc(vehicles.registration));
    const withModels = await repo.embed(owned as Row[], entities.vehicle, 1);
    return rows.map((row) => {
      const mine = withModels.filter((v) => v.user_id === row.id).map(({ user: _user, ...vehicle }) => vehicle);
      return { ...row, vehicles: mine };
    });
  },
};
