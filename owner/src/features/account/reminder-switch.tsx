// The Service reminders switch of My account (docs/decisions.md, "Owner garage, vehicle, dealer and
// booking": reminders go only to owners whose consent is on): a checkbox drawn as a switch, which
// screen readers announce as one (role="switch", on or off).
import './reminder-switch.css';

interface ReminderSwitchProps {
  id: string;
  on: boolean;
  onChange: (on: boolean) => void;
}

export function ReminderSwitch({ id, on, onChange }: ReminderSwitchProps) {
  return (
    <div className="reminder-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="reminder-switch__input"
        checked={on}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-note`}
      />
      <label htmlFor={id} className="reminder-switch__label">
        Service reminders
      </label>
      <p id={`${id}-note`} className="reminder-switch__note">
        Email me 30 days before my vehicle&apos;s next service is due, and once more if it is 14 days overdue.
      </p>
    </div>
  );
}
