// A labelled input whose messages sit under it and are announced with it.
import type { InputHTMLAttributes, Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, value, onChange, errors, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">{label}</label>
      <input
        {...input}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid && (
        <p id={errorId} className="field__error">
          {errors!.join(' ')}
        </p>
      )}
    </div>
  );
}
