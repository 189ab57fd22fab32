// The switches of My account (docs/decisions.md, "The owner's data"): service reminders (sent only
// to owners who keep them on: "Owner garage, vehicle, dealer and booking") and marketing emails. A
// checkbox drawn as a switch, which screen readers announce as one (role="switch", on or off), with
// what it means and since when it stands as saved.
import './choice-switch.css';

interface ChoiceSwitchProps {
  id: string;
  label: string;
  note: string;
  on: boolean;
  onChange: (on: boolean) => void;
  /** "On since 05/03/2026": the saved choice and when it was made, while the switch shows it. */
  since?: string | null;
}

export function ChoiceSwitch({ id, label, note, on, onChange, since }: ChoiceSwitchProps) {
  return (
    <div className="choice-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="choice-switch__input"
        checked={on}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-note`}
      />
      <label htmlFor={id} className="choice-switch__label">
        {label}
      </label>
      <p id={`${id}-note`} className="choice-switch__note">
        {note}
        {since && <span className="choice-switch__since"> {since}.</span>}
      </p>
    </div>
  );
}
