// One value of a field by its kind (shared/screen-types.ts FieldKind): a choice, yes or no, a
// record picked by name, a day, a number, or money typed in dollars and held in cents. A list's
// range filters and a bulk edit's value are typed in it.
import { NumberInput, Select } from '@mantine/core';
import type { ScreenField } from '../../../shared/screen-types.ts';
import { DayInput } from '../fields/date/day-input.tsx';
import { ReferenceSelect } from '../fields/reference/select.tsx';

export type FieldValue = string | number | boolean | null;

interface FieldInputProps {
  field: ScreenField;
  label: string;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
}

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

const numberOr = (value: string | number) => (typeof value === 'number' ? value : null);

export function FieldInput({ field, label, value, onChange }: FieldInputProps) {
  switch (field.kind) {
    case 'enum':
      return <Select label={label} data={field.options ?? []} value={typeof value === 'string' ? value : null} onChange={onChange} clearable />;
    case 'boolean':
      return (
        <Select
          label={label}
          data={YES_NO}
          value={value === null ? null : String(value)}
          onChange={(next) => onChange(next === null ? null : next === 'true')}
        />
      );
    case 'reference':
      return <ReferenceSelect label={label} resource={field.resource!} value={typeof value === 'number' ? value : null} onChange={onChange} />;
    case 'date':
    case 'datetime':
      return <DayInput label={label} value={typeof value === 'string' ? value : null} onChange={onChange} clearable />;
    case 'money':
      return (
        <NumberInput
          label={label}
          prefix="$"
          decimalScale={2}
          thousandSeparator=","
          value={typeof value === 'number' ? value / 100 : ''}
          onChange={(next) => onChange(typeof next === 'number' ? Math.round(next * 100) : null)}
        />
      );
    default:
      return <NumberInput label={label} value={typeof value === 'number' ? value : ''} onChange={(next) => onChange(numberOr(next))} />;
  }
}
