// An owner's name, phones and address as registration step 4 and My account ask for them
// (docs/owner-app.md 2.10, 4): the same fields, labels and state rule on both screens.
import type { FieldErrors } from '../../../shared/validation.ts';
import { isAustralianState, StateSelect } from './state-select.tsx';
import { TextField } from '../ui/text-field.tsx';
import './contact-details-fields.css';

export interface ContactDetails {
  firstname: string;
  lastname: string;
  mobile_phone: string;
  other_phone: string;
  address_line_1: string;
  suburb: string;
  state: string | null;
  postcode: string;
}

export type TextDetail = Exclude<keyof ContactDetails, 'state'>;

/** The fields in the order the form shows them, for putting the focus on the first at fault. */
export const CONTACT_DETAIL_FIELDS = ['firstname', 'lastname', 'mobile_phone', 'other_phone', 'address_line_1', 'suburb', 'state', 'postcode'] as const;

/** The form's values from a record holding these details, where one missing is an empty field. */
export function contactDetailsOf(source: { [K in keyof ContactDetails]?: string | null }): ContactDetails {
  const text = (field: TextDetail) => source[field] ?? '';
  return {
    firstname: text('firstname'),
    lastname: text('lastname'),
    mobile_phone: text('mobile_phone'),
    other_phone: text('other_phone'),
    address_line_1: text('address_line_1'),
    suburb: text('suburb'),
    state: source.state ?? null,
    postcode: text('postcode'),
  };
}

/** As sent: typed text without surrounding spaces, null for an empty other phone or no state. */
export function cleanContactDetails(details: ContactDetails): Omit<ContactDetails, 'other_phone'> & { other_phone: string | null } {
  const trimmed = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as ContactDetails;
  return { ...trimmed, other_phone: trimmed.other_phone || null, state: trimmed.state || null };
}

const TEXT_FIELDS: { field: TextDetail; label: string; autoComplete: string; type?: string; wide?: boolean }[] = [
  { field: 'firstname', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastname', label: 'Last name', autoComplete: 'family-name' },
  { field: 'mobile_phone', label: 'Mobile phone', autoComplete: 'tel', type: 'tel' },
  { field: 'other_phone', label: 'Other phone (optional)', autoComplete: 'tel', type: 'tel' },
  { field: 'address_line_1', label: 'Address', autoComplete: 'address-line1', wide: true },
  { field: 'suburb', label: 'Suburb', autoComplete: 'address-level2' },
];

interface ContactDetailsFieldsProps {
  idPrefix: string;
  values: ContactDetails;
  errors: FieldErrors;
  onText: (field: TextDetail, value: string) => void;
  onState: (state: string) => void;
}

export function ContactDetailsFields({ idPrefix, values, errors, onText, onState }: ContactDetailsFieldsProps) {
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const text = ({ field, label, autoComplete, type, wide }: (typeof TEXT_FIELDS)[number]) => (
    <div key={field} className={wide ? 'contact-details__wide' : undefined}>
      <TextField
        id={idOf(field)}
        label={label}
        type={type ?? 'text'}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(value) => onText(field, value)}
        errors={errors[field]}
      />
    </div>
  );
  return (
    <div className="contact-details">
      {TEXT_FIELDS.map(text)}
      {isAustralianState(values.state) && <StateSelect id={idOf('state')} value={values.state!} onChange={onState} />}
      <TextField
        id={idOf('postcode')}
        label="Postcode"
        autoComplete="postal-code"
        inputMode="numeric"
        value={values.postcode}
        onChange={(value) => onText('postcode', value)}
        errors={errors.postcode}
      />
    </div>
  );
}
