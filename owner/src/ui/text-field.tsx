// A labelled input whose messages sit under it and are announced with it. An addon (a show or
// hide button) sits inside the input's box, on its right.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessage } from './field-message.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  ref?: Ref<HTMLInputElement>;
  addon?: ReactNode;
}

export function TextField({ id, label, value, onChange, errors, addon, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const control = (
    <input
      {...input}
      id={id}
      className="field__input"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    />
  );
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {addon ? (
        <div className="field__control">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      <FieldMessage id={errorId} errors={errors} />
    </div>
  );
}
