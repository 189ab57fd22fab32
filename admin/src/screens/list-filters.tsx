// Filters by column beside a list's search, one input by field kind: a choice of several values,
// yes / no / any, a record picked by name, a range of days or numbers, and a whole text (a
// registration, a VIN) matched exactly. They are edited
// together and applied at once (Apply or Enter), so a half-typed range sends nothing.
import { Badge, Button, Collapse, Group, MultiSelect, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import type { ScreenField } from '../../../shared/screen-types.ts';
import { inSentence } from '../lib/format.ts';
import { useDraft } from '../lib/use-draft.ts';
import { FieldInput, type FieldValue } from './field-input.tsx';
import type { FilterValue, FilterValues } from './list-location.ts';
import { ReferenceSelect } from '../fields/reference/select.tsx';

const ANY_YES_NO = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** A range end as the address holds it (text) and as its input takes it. */
const endValue = (field: ScreenField, text: string | undefined): FieldValue =>
  text === undefined ? null : field.kind === 'date' || field.kind === 'datetime' ? text : Number(text);
const endText = (value: FieldValue) => (value === null || value === '' ? undefined : String(value));

function FilterInput({ field, value, onChange }: { field: ScreenField; value: FilterValue | undefined; onChange: (value: FilterValue | undefined) => void }) {
  if (field.kind === 'enum') {
    const values = Array.isArray(value) ? value : [];
    return (
      <MultiSelect
        label={field.label}
        data={field.options ?? []}
        value={values}
        onChange={(next) => onChange(next.length ? next : undefined)}
        clearable
        placeholder={values.length ? undefined : 'Any'}
      />
    );
  }
  if (field.kind === 'boolean') {
    return (
      <Select
        label={field.label}
        data={ANY_YES_NO}
        value={typeof value === 'boolean' ? String(value) : ''}
        onChange={(next) => onChange(next ? next === 'true' : undefined)}
        allowDeselect={false}
      />
    );
  }
  if (field.kind === 'reference') {
    const id = Array.isArray(value) && value[0] ? Number(value[0]) : null;
    return (
      <ReferenceSelect label={field.label} resource={field.resource!} value={id} onChange={(next) => onChange(next === null ? undefined : [String(next)])} />
    );
  }
  if (field.kind === 'text') {
    return (
      <TextInput
        label={field.label}
        description="The whole value, capitals included"
        maxLength={field.maxLength}
        value={Array.isArray(value) ? (value[0] ?? '') : ''}
        onChange={(event) => onChange(event.currentTarget.value ? [event.currentTarget.value] : undefined)}
      />
    );
  }
  const range = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const set = (end: 'from' | 'to', next: FieldValue) => {
    const changed = { ...range, [end]: endText(next) };
    onChange(changed.from || changed.to ? changed : undefined);
  };
  return (
    <Group grow gap="xs" wrap="nowrap">
      <FieldInput field={field} label={`${field.label} from`} value={endValue(field, range.from)} onChange={(next) => set('from', next)} />
      <FieldInput field={field} label={`${field.label} to`} value={endValue(field, range.to)} onChange={(next) => set('to', next)} />
    </Group>
  );
}

/** The fields a list offers as filters: its columns' and its references' (where there is a list to pick from). */
export const filterFields = (fields: ScreenField[]) => fields.filter((f) => f.filter && (f.kind !== 'reference' || f.resource));

/** The button that shows and hides the filters, with how many apply. */
export function FiltersButton({ applied, opened, panelId, onToggle }: { applied: number; opened: boolean; panelId: string; onToggle: () => void }) {
  return (
    <Button
      variant={applied ? 'light' : 'default'}
      leftSection={<IconFilter size={16} aria-hidden />}
      rightSection={
        applied ? (
          <Badge size="sm" circle aria-label={`${applied} applied`}>
            {applied}
          </Badge>
        ) : undefined
      }
      aria-expanded={opened}
      aria-controls={panelId}
      onClick={onToggle}
    >
      Filters
    </Button>
  );
}

interface FiltersPanelProps {
  id: string;
  opened: boolean;
  /** The list's name ("Vehicles"), for the panel's label. */
  label: string;
  fields: ScreenField[];
  value: FilterValues;
  onChange: (value: FilterValues) => void;
}

/** The same filters, however the address spelled them. */
const sameFilters = (a: FilterValues, b: FilterValues) => JSON.stringify(a) === JSON.stringify(b);

/** The filters' inputs, edited together and applied at once. */
export function FiltersPanel({ id, opened, label, fields, value, onChange }: FiltersPanelProps) {
  const { draft, setDraft, sent } = useDraft(value, sameFilters);
  const send = (next: FilterValues) => {
    sent(next);
    onChange(next);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };
  const setField = (field: string, next: FilterValue | undefined) =>
    setDraft((current) => {
      const { [field]: _old, ...rest } = current;
      return next === undefined ? rest : { ...rest, [field]: next };
    });

  // Drawn only while shown: a model's twenty filters are not worth rendering on every list load.
  return (
    <Collapse expanded={opened} keepMounted={false}>
      <Paper id={id} component="form" role="search" aria-label={`Filter ${inSentence(label)}`} withBorder p="md" onSubmit={apply}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {fields.map((field) => (
            <FilterInput key={field.field} field={field} value={draft[field.field]} onChange={(next) => setField(field.field, next)} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="subtle" disabled={!Object.keys(value).length && !Object.keys(draft).length} onClick={() => send({})}>
            Clear filters
          </Button>
          <Button type="submit">Apply filters</Button>
        </Group>
      </Paper>
    </Collapse>
  );
}
