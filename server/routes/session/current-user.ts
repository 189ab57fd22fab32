// The signed-in user as GET /api/user answers it (owner-portal.txt 7), shared by the calls that
// answer with the user after changing it.
import type { users } from '../../generated/tables.ts';

const USER_FIELDS = [
  'id',
  'firstname',
  'lastname',
  'email',
  'role',
  'state',
  'dealers_id',
  'mobile_phone',
  'other_phone',
  'address_line_1',
  'suburb',
  'postcode',
  'consent',
] as const;

export const currentUser = (user: typeof users.$inferSelect) => ({ data: Object.fromEntries(USER_FIELDS.map((f) => [f, user[f] ?? null])) });
