// /myaccount, 'Update your Details' (docs/owner-app.md 2.10, 4): the signed-in owner's details and
// their Service reminders switch as GET /api/user gave them to the guard, checked with the
// account-details form schema, saved with PUT /api/users/update, then the 'User Details Updated'
// dialog whose Home button goes home.
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { validateForm } from '../../ui/owner-forms.ts';
import { paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { CONTACT_DETAIL_FIELDS, type ContactDetails, ContactDetailsFields, cleanContactDetails, contactDetailsOf } from '../../ui/contact-details-fields.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormActions, FormCard, OutcomeMessage } from '../../ui/form-card.tsx';
import { useFieldChecks } from '../../ui/use-field-checks.ts';
import { useSend } from '../../ui/use-send.ts';
import { loadUser, session } from '../../session-state.ts';
import { updateAccount } from './api/update-account.ts';
import { ReminderSwitch } from './reminder-switch.tsx';

const ID_PREFIX = 'account';
const UNEXPECTED = 'We could not update your details just now. Please try again.';

function AccountForm({ email, initial, remindersOn }: { email: string; initial: ContactDetails; remindersOn: boolean }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState(initial);
  const [reminders, setReminders] = useState(remindersOn);
  const { busy, problem, send } = useSend(UNEXPECTED);
  const [updated, setUpdated] = useState(false);
  const { errors, passes } = useFieldChecks(
    () => validateForm('account-details', cleanContactDetails(values)),
    CONTACT_DETAIL_FIELDS,
    (field) => `${ID_PREFIX}-${field}`,
  );
  const set = <F extends keyof ContactDetails>(field: F, value: ContactDetails[F]) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !passes()) return;
    await send(async () => {
      await updateAccount({ ...cleanContactDetails(values), service_reminders: reminders });
      setUpdated(true);
      // The header shows the first name: it follows the change. Its failure changes nothing here.
      loadUser().catch(() => undefined);
    });
  }

  return (
    <>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <p className="form-note">
          You sign in with <strong>{email}</strong>.
        </p>
        <ContactDetailsFields idPrefix={ID_PREFIX} values={values} errors={errors} onText={set} onState={(state) => set('state', state)} />
        <ReminderSwitch id={`${ID_PREFIX}-service_reminders`} on={reminders} onChange={setReminders} />
        {problem && <OutcomeMessage kind="error">{problem}</OutcomeMessage>}
        <FormActions>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Update My details'}
          </button>
        </FormActions>
      </form>
      <Dialog title="User Details Updated" open={updated} onClose={() => setUpdated(false)}>
        <p>Your details have been saved.</p>
        <FormActions>
          <button type="button" className="button button--primary" onClick={() => navigate(paths.home)}>
            Home
          </button>
        </FormActions>
      </Dialog>
    </>
  );
}

export function AccountPage() {
  const { user } = useSnapshot(session);
  // The guard has loaded the user before showing this page; the form starts from that answer.
  if (!user) return <PageLoading />;
  return (
    <FormCard title="Update your Details" wide>
      {/* Reminders are on unless the owner turned them off (a null never chose). */}
      <AccountForm email={user.email} initial={contactDetailsOf(user)} remindersOn={user.service_reminders !== false} />
    </FormCard>
  );
}
