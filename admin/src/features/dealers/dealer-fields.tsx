// The dealer's own fields, two columns on a wide screen and one on a phone; labels and choices
// come from the schema, each message shows under its field.
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../../shared/validation.ts';
import { type DealerValues, TEXT_FIELDS, type TextField, isRequired, labelOf, optionsOf } from './dealer-values.ts';

const INPUT_TYPES: Partial<Record<TextField, string>> = {
  email: 'email',
  website: 'url',
  sales_phone: 'tel',
  service_phone: 'tel',
};

const DECIMALS = new Set<TextField>(['lng', 'lat']);

interface Props {
  values: DealerValues;
  errors: FieldErrors;
  onChange: (field: TextField, value: string) => void;
}

function DealerField({ field, value, error, onChange }: { field: TextField; value: string; error?: string; onChange: Props['onChange'] }) {
  const common = {
    label: labelOf(field),
    name: field,
    withAsterisk: isRequired(field),
    error,
    value,
  };
  const options = optionsOf(field);
  if (options.length) {
    return (
      <NativeSelect
        {...common}
        // An empty first choice, so a new dealer starts with none picked and the rule can speak.
        data={[{ value: '', label: `Choose a ${common.label.toLowerCase()}` }, ...options]}
        onChange={(event) => onChange(field, event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={INPUT_TYPES[field] ?? 'text'}
      inputMode={DECIMALS.has(field) ? 'decimal' : undefined}
      onChange={(event) => onChange(field, event.currentTarget.value)}
    />
  );
}

export function DealerFields({ values, errors, onChange }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {TEXT_FIELDS.map((field) => (
        <DealerField key={field} field={field} value={values[field]} error={errors[field]?.join(' ')} onChange={onChange} />
      ))}
    </SimpleGrid>
  );
}
