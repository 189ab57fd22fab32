// The dealer form's values and their two conversions: from a record (edit) and to the payload
// the API takes. Checking goes through the generated validator, so the form shows exactly the
// messages the server would answer with (shared/validation.ts).
import { enums, entities } from '../../../../shared/generated/entities.ts';
import { dealer as dealerValidator } from '../../../../shared/generated/validators.ts';
import type { DealerHours, Weekday } from '../../../../shared/generated/types.ts';
import { type DayKind, dayKind, wordFor } from '../../../../shared/opening-hours.ts';
import { type FieldErrors, type Validator, validate } from '../../../../shared/validation.ts';
import type { DealerPayload, DealerRecord } from './dealer-types.ts';

/** The fields edited as text, in the form's order. */
export const TEXT_FIELDS = [
  'name',
  'brand',
  'dealer_code',
  'website',
  'email',
  'acoustic_id',
  'sales_phone',
  'service_phone',
  'address_line_1',
  'address_line_2',
  'suburb',
  'state',
  'postcode',
  'country',
  'lng',
  'lat',
] as const;

export type TextField = (typeof TEXT_FIELDS)[number];

export interface DayValues {
  day: Weekday;
  kind: DayKind;
  open: string;
  close: string;
}

export type DealerValues = Record<TextField, string> & { hours: DayValues[] };

const REQUIRED = new Set(entities.dealer.fields.required);
const NUMBERS = new Set<TextField>(['lng', 'lat']);

export const isRequired = (field: TextField) => REQUIRED.has(field);

function hoursOf(stored: DealerHours | undefined): DayValues[] {
  return enums.weekday.map((day) => {
    const saved = stored?.find((h) => h.day === day);
    const kind = saved ? dayKind(saved) : 'open';
    // A day that is not open keeps its word in the record, not in the time inputs.
    return kind === 'open' ? { day, kind, open: saved?.open ?? '', close: saved?.close ?? '' } : { day, kind, open: '', close: '' };
  });
}

/** The form's values for a record, or empty ones for a new dealer (every day open, no times yet). */
export function valuesOf(record?: DealerRecord): DealerValues {
  const values = Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const value = record?.[field];
      return [field, value === null || value === undefined ? '' : String(value)];
    }),
  ) as Record<TextField, string>;
  return { ...values, hours: hoursOf(record?.dealer_hours) };
}

/** A longitude or latitude as a number; text that is not one goes as it is, for the validator to name. */
function numberOf(text: string): number | string | null {
  if (!text.trim()) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : text;
}

/** The payload for the API: blanks of optional fields as null (dealer codes are unique), trimmed text. */
export function payloadOf(values: DealerValues): DealerPayload {
  const fields = Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const text = values[field].trim();
      if (NUMBERS.has(field)) return [field, numberOf(text)];
      return [field, text || isRequired(field) ? text : null];
    }),
  );
  const dealer_hours = values.hours.map(({ day, kind, open, close }) =>
    kind === 'open' ? { day, open, close } : { day, open: wordFor(kind), close: wordFor(kind) },
  );
  return { ...fields, dealer_hours } as DealerPayload;
}

/** The messages by field ("name", "dealer_hours.0.open"), or null when the dealer may be saved. */
export function problemsOf(values: DealerValues): FieldErrors | null {
  return validate(dealerValidator as Validator, payloadOf(values), entities.dealer.schema);
}

/** The label of a field, from the schema, so the form and the server name it alike. */
export function labelOf(field: TextField): string {
  const property = entities.dealer.schema.properties?.[field];
  return typeof property?.title === 'string' ? property.title : field;
}

/** The allowed values of a choice field with their labels ("AU" reads "Australia"). */
export function optionsOf(field: TextField): { value: string; label: string }[] {
  const property = entities.dealer.schema.properties?.[field] as { enum?: string[]; 'x-enum-labels'?: Record<string, string> } | undefined;
  return (property?.enum ?? []).map((value) => ({ value, label: property?.['x-enum-labels']?.[value] ?? value }));
}
