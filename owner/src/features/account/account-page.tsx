// /myaccount, 'Update your Details' (docs/owner-app.md 2.10, 4): the signed-in owner's details and
// their Marketing emails and Service reminders switches (each saying since when it stands:
// docs/decisions.md, "The owner's data") as GET /api/user gave them to the guard, checked with the
// account-details form schema, saved with PUT /api/users/update, then the 'User Details Updated'
// dialog whose Home button goes home. Under it, the owner's data: download it, or delete the account.
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CurrentUser } from '../../../../shared/generated/types.ts';
import { useLocation } from 'wouter';
import { accountDetails } from '../../../../shared/generated/validators/account-details.ts';
import { validateForm } from '../../ui/owner-forms.ts';
import { paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import {
  CONTACT_DETAIL_FIELDS,
  type ContactDetails,
  ContactDetailsFields,
  cleanContactDetails,
  contactDetailsOf,
} from '../../domain/contact-details-fields.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormActions, FormCard, OutcomeMessage } from '../../ui/form-card.tsx';
import { useFieldChecks } from '../../ui/use-field-checks.ts';
import { shortDate } from '../../ui/short-date.ts';
import { useSend } from '../../ui/use-send.ts';
import { loadUser, session } from '../../session-state.ts';
import { updateAccount } from './api/update-account.ts';
import { ChoiceSwitch } from './choice-switch.tsx';
import { YourData } from './your-data.tsx';

const ID_PREFIX = 'account';
const UNEXPECTED = 'We could not update your details just now. Please try again.';

/** The owner's two choices as saved: reminders are on unless the owner turned them off (a null never chose). */
const choicesOf = (user: CurrentUser) => ({ consent: user.consent === true, service_reminders: user.service_reminders !== false });

/** "On since 05/03/2026" while the switch shows the saved choice; nothing once it is changed, or with no time recorded. */
function sinceWords(shown: boolean, saved: boolean, changedAt: string | null) {
  const day = shortDate(changedAt);
  return day && shown === saved ? `${saved ? 'On' : 'Off'} since ${day}` : null;
}

function AccountForm({ user }: { user: CurrentUser }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState(() => contactDetailsOf(user));
  const saved = choicesOf(user);
  const [choices, setChoices] = useState(saved);
  const { busy, problem, send } = useSend(UNEXPECTED);
  const [updated, setUpdated] = useState(false);
  const { errors, passes } = useFieldChecks(
    () => validateForm({ id: 'account-details', validator: accountDetails }, cleanContactDetails(values)),
    CONTACT_DETAIL_FIELDS,
    (field) => `${ID_PREFIX}-${field}`,
  );
  const set = <F extends keyof ContactDetails>(field: F, value: ContactDetails[F]) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !passes()) return;
    await send(async () => {
      await updateAccount({ ...cleanContactDetails(values), ...choices });
      setUpdated(true);
      // The header shows the first name: it follows the change. Its failure changes nothing here.
      loadUser().catch(() => undefined);
    });
  }

  return (
    <>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <p className="form-note">
          You sign in with <strong>{user.email}</strong>.
        </p>
        <ContactDetailsFields idPrefix={ID_PREFIX} values={values} errors={errors} onText={set} onState={(state) => set('state', state)} />
        <ChoiceSwitch
          id={`${ID_PREFIX}-service_reminders`}
          label="Service reminders"
          note="Email me 30 days before my vehicle's next service is due, and once more if it is 14 days overdue."
          on={choices.service_reminders}
          onChange={(on) => setChoices((c) => ({ ...c, service_reminders: on }))}
          since={sinceWords(choices.service_reminders, saved.service_reminders, user.service_reminders_changed_at)}
        />
        <ChoiceSwitch
          id={`${ID_PREFIX}-consent`}
          label="Marketing emails"
          note="Email me news and offers from GWM and Haval."
          on={choices.consent}
          onChange={(on) => setChoices((c) => ({ ...c, consent: on }))}
          since={sinceWords(choices.consent, saved.consent, user.consent_changed_at)}
        />
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
      <AccountForm user={user} />
      <YourData />
    </FormCard>
  );
}
