// A repair's problem description (docs/owner-app.md 2.14): up to 2000 characters, as the service
// booking schema keeps, with a count of what is used so nobody is cut short unawares.
import { FieldMessage } from '../../ui/field-message.tsx';

const MAX = 2000;

export function DescriptionField({ value, onChange, errors }: { value: string; onChange: (value: string) => void; errors?: string[] }) {
  const describedBy = ['booking-description-count', errors && 'booking-description-error'].filter(Boolean).join(' ');
  return (
    <div className={`field${errors ? ' field--invalid' : ''}`}>
      <label htmlFor="booking-description" className="field__label">
        Describe the problem
      </label>
      <textarea
        id="booking-description"
        className="field__input field__input--area"
        rows={5}
        maxLength={MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id="booking-description-count" className="field__hint">
        {value.length} of {MAX} characters
      </p>
      <FieldMessage id="booking-description-error" errors={errors} />
    </div>
  );
}
