// Step 4: the invited owner's details to confirm or correct, and the vehicles the invitation holds.
import type { FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { RegistrationVehicle } from '../../../../shared/generated/types.ts';
import { ContactDetailsFields } from '../../domain/contact-details-fields.tsx';
import { FormActions } from '../../ui/form-card.tsx';
import { useFieldChecks } from '../../ui/use-field-checks.ts';
import { BackButton } from './back-button.tsx';
import { STEP_FIELDS, stepErrors } from './registration-forms.ts';
import { goForward, registration, setDetail } from './registration-state.ts';
import { STEP } from './registration-steps.ts';

const ID_PREFIX = 'registration';

function VehicleTable({ vehicles }: { vehicles: readonly RegistrationVehicle[] }) {
  return (
    <table className="data-table registration-vehicles">
      <caption>{vehicles.length > 1 ? 'Your vehicles' : 'Your vehicle'}</caption>
      <thead>
        <tr>
          <th scope="col">Registration</th>
          <th scope="col">Model</th>
          <th scope="col">Colour</th>
        </tr>
      </thead>
      <tbody>
        {vehicles.map(({ registration, model, colour }) => (
          <tr key={registration}>
            <td>{registration}</td>
            <td>{[model.brand, model.model, model.variant].filter(Boolean).join(' ')}</td>
            <td>{colour?.name ?? 'Not recorded'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DetailsStep() {
  const snap = useSnapshot(registration, { sync: true });
  const { errors, passes } = useFieldChecks(
    () => stepErrors(STEP.details, registration),
    STEP_FIELDS[STEP.details],
    (field) => `${ID_PREFIX}-${field}`,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (passes()) goForward();
  }

  return (
    <form onSubmit={submit} noValidate>
      {snap.user && <VehicleTable vehicles={snap.user.vehicles} />}
      <p className="form-note">
        Your email address <strong>{snap.email.trim()}</strong> will be your sign-in name.
      </p>
      <ContactDetailsFields idPrefix={ID_PREFIX} values={snap.details} errors={errors} onText={setDetail} onState={(state) => setDetail('state', state)} />
      <FormActions>
        <BackButton />
        <button type="submit" className="button button--primary">
          Next
        </button>
      </FormActions>
    </form>
  );
}
