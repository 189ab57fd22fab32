// The Australian state picker of the registration and account forms (docs/owner-app.md 5): shown
// only while the person's state is an Australian one, so a New Zealand owner, or one whose
// state is unknown, is never asked to pick an Australian state. Its choices are all valid, so it
// has no message of its own.
import { enums } from '../../../shared/generated/entities.ts';
import './state-select.css';

export const AUSTRALIAN_STATES: readonly string[] = enums.state.filter((state) => state !== 'NZ');

export const isAustralianState = (state: string | null | undefined) => AUSTRALIAN_STATES.includes(state ?? '');

interface StateSelectProps {
  id: string;
  value: string;
  onChange: (state: string) => void;
}

export function StateSelect({ id, value, onChange }: StateSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        State
      </label>
      <select id={id} className="field__input state-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {AUSTRALIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </select>
    </div>
  );
}
