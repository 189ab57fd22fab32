// The signed-in user as GET /api/user answers it (docs/owner-app.md 7), shared by the calls that
// answer with the user after changing it (schemas/answers/user-answer.json).
import type { CurrentUser, Role, State, UserAnswer } from '../../../shared/generated/types.ts';
import type { users } from '../../generated/tables.ts';

export function currentUser(user: typeof users.$inferSelect): UserAnswer {
  const { id, firstname, lastname, email, role, state, dealers_id, mobile_phone, other_phone, address_line_1, suburb, postcode, consent, service_reminders } =
    user;
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  // The columns are text; the user schema's validators let only these values in.
  const data: CurrentUser = {
    id,
    firstname,
    lastname,
    email,
    role: role as Role,
    state: state as State | null,
    dealers_id,
    mobile_phone,
    other_phone,
    address_line_1,
    suburb,
    postcode,
    consent,
    consent_changed_at: iso(user.consent_changed_at),
    service_reminders,
    service_reminders_changed_at: iso(user.service_reminders_changed_at),
  };
  return { data };
}
