// A password input with its own Show/Hide button (docs/owner-app.md 2.8), so a person can check
// what they typed. The button says which field it shows, for those who cannot see the layout.
import { type ComponentProps, useState } from 'react';
import { TextField } from './text-field.tsx';
import './password-field.css';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'addon'>;

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button type="button" className="password-toggle" aria-controls={props.id} onClick={() => setVisible((v) => !v)}>
      {visible ? 'Hide' : 'Show'}
      <span className="visually-hidden"> {props.label.toLowerCase()}</span>
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} addon={toggle} />;
}
