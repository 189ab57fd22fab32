// Back to the previous step, with every answer kept; absent where there is no way back.
import { useSnapshot } from 'valtio';
import { goBack, registration } from './registration-state.ts';
import { previousStep } from './registration-steps.ts';

export function BackButton({ label = 'Back' }: { label?: string }) {
  const { step, invited, busy } = useSnapshot(registration);
  if (previousStep(step, invited) === null) return null;
  return (
    <button type="button" className="button button--secondary form-actions__back" onClick={goBack} disabled={busy}>
      {label}
    </button>
  );
}
