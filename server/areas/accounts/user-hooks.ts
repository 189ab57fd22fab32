// Users: the server owns invitation code and the password hash, and the role but for one choice:
// a new account is an owner unless it is asked to be a dealer's staff member, who then needs the
// dealer (docs/decisions.md, "Bookings both ways"). Lists leave API accounts out unless asked for
// them (each owner's vehicles come with every read: x-embed-many). A consent's change is stamped
// with its time, and deleting an owner keeps their vehicles and bookings without them
// (docs/decisions.md, "The owner's data").
import { InputError } from '../../core/errors.ts';
import type { Row } from '../../queries/records/records.ts';
import { deleteAccount } from './delete-account.ts';
import { revokeAllTokens } from '../../queries/tokens.ts';
import { withConsentTimes } from '../../queries/users.ts';
import { notApiAccounts } from '../../queries/user-lists.ts';
import { hashPassword } from '../../core/passwords.ts';
import { newCode } from '../../core/secrets.ts';
import type { EntityHooks } from '../records/hooks.ts';

const DEALER_REQUIRED = 'Dealer staff belong to a dealer: please choose one.';

async function withPasswordHash(values: Row): Promise<Row> {
  const { password, ...rest } = values;
  return typeof password === 'string' && password !== '' ? { ...rest, password: await hashPassword(password) } : rest;
}

export const userHooks: EntityHooks = {
  async beforeCreate(values, body) {
    if (body.role !== 'DEALER') return withConsentTimes({ ...(await withPasswordHash(values)), role: 'USER', invitation_code: newCode() });
    if (!values.dealers_id) throw new InputError({ dealers_id: [DEALER_REQUIRED] });
    // Dealer staff are not invited: an administrator sets their password, or they choose one with "Forgot password".
    return { ...(await withPasswordHash(values)), role: 'DEALER', registered: true };
  },

  beforeUpdate: async (values, _body, existing) => withConsentTimes(await withPasswordHash(values), existing),

  // Whoever knew the old password (the reason it was changed, perhaps) is signed out with it.
  async afterWrite(record, body, { db }) {
    if (typeof body.password === 'string' && body.password !== '') await revokeAllTokens(db, record.id as number);
  },

  listWhere: (query) => (query.role ? undefined : { sql: notApiAccounts(), shape: 'not API accounts' }),

  remove: (id, { db, user }) => deleteAccount(db, user!, id),
};
