// Turns one CSV record into the records it fills, by its layout: each column read as its type
// (codes upper-cased, dates DD/MM/YYYY), linked values looked up (a dealer by its code), then
// each record checked by its entity's generated validator. Every problem becomes an exception
// naming the line, the column, the value and the reason, in the schema's own words.
import { entities, type EntityId } from '../../../shared/generated/entities.ts';
import { type LayoutColumn, type UploadException, type UploadLayout, wrongWidth } from '../../../shared/upload-layout.ts';
import { validateAgainst } from '../../../shared/validate-by-id.ts';
import type { CsvRecord } from './csv-reader.ts';
import type { LinkTarget, MappedRow } from '../../queries/uploads/mapped-row.ts';

/** The records behind each `link.by` (`dealer.dealer_code`), by their upper-cased value. */
export type Lookups = Map<string, Map<string, LinkTarget[]>>;

export type Mapped = { row: MappedRow; exceptions?: undefined } | { row?: undefined; exceptions: UploadException[] };

const MAX_VALUE = 200;

export const columnLabel = (column: Pick<LayoutColumn, 'name' | 'position'>) => `${column.name} (${column.position})`;

export function exception(line: number, column: string, value: string, reason: string): UploadException {
  return { line, column, value: value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value, reason };
}

/** A calendar date written DD/MM/YYYY (or D/M/YYYY, or YYYY-MM-DD) as YYYY-MM-DD, or undefined when it is none. */
export function readDate(text: string): string | undefined {
  const written = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = written ? undefined : /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!written && !iso) return undefined;
  const [day, month, year] = written ? [written[1], written[2], written[3]].map(Number) : [iso![3], iso![2], iso![1]].map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

const FLAGS: Record<string, boolean> = { Y: true, YES: true, TRUE: true, '1': true, N: false, NO: false, FALSE: false, '0': false };

/** Why a column's text cannot be read as its type. */
class Refused {
  constructor(readonly reason: string) {}
}

/**
 * The column's text as the value its type stores, or why it cannot be (no wrapper per value: a file
 * has millions). A blank column is no value: left out of what the validators check, as a field a
 * form leaves out is (an optional field the server owns, a CRM ID, takes no null from a caller), and
 * staged as NULL, so the record's field is emptied as the file says.
 */
function readValue(column: LayoutColumn, text: string): unknown {
  if (text === '') return undefined;
  switch (column.type) {
    case 'code':
      return text.toUpperCase();
    case 'date':
      return readDate(text) ?? new Refused(`${column.name} must be a date written DD/MM/YYYY`);
    case 'integer':
      return /^-?\d{1,10}$/.test(text) ? Number(text) : new Refused(`${column.name} must be a whole number`);
    case 'flag': {
      const flag = FLAGS[text.toUpperCase()];
      return flag ?? new Refused(`${column.name} must be Y or N`);
    }
    default:
      return text;
  }
}

const titleOf = (path: string) => {
  const [entityId, field] = path.split('.') as [EntityId, string];
  const entity = entities[entityId];
  return { entity: entity.title.toLowerCase(), field: String(entity.schema.properties?.[field]?.title ?? field) };
};

/** "There is no dealer with the dealer code X", or "There is no postcode 9999" when the field is the record's name. */
function unknownLink(by: string, value: string): string {
  const { entity, field } = titleOf(by);
  return field.toLowerCase() === entity ? `There is no ${entity} ${value}` : `There is no ${entity} with the ${field.toLowerCase()} ${value}`;
}

/** Where a value goes: `entity.field` taken apart. */
interface Target {
  entity: string;
  field: string;
}

const target = (path: string): Target => {
  const [entity, field] = path.split('.') as [string, string];
  return { entity, field };
};

function put(records: MappedRow['records'], { entity, field }: Target, value: unknown) {
  (records[entity] ??= {})[field] = value;
}

/** A stored column with its targets taken apart, and its label, once per layout rather than once per row. */
interface PlannedColumn {
  column: LayoutColumn;
  label: string;
  to?: Target;
  linkTo?: Target;
}

interface Plan {
  columns: PlannedColumn[];
  /** The column that fills each `entity.field`, to place a validator's message. */
  source: Map<string, PlannedColumn>;
}

const plans = new WeakMap<UploadLayout, Plan>();

function planOf(layout: UploadLayout): Plan {
  let plan = plans.get(layout);
  if (plan) return plan;
  const columns = layout.fields
    .filter((column) => column.stored)
    .map((column) => ({
      column,
      label: columnLabel(column),
      to: column.to ? target(column.to) : undefined,
      linkTo: column.link?.to ? target(column.link.to) : undefined,
    }));
  const source = new Map<string, PlannedColumn>();
  for (const planned of columns) {
    if (planned.column.to) source.set(planned.column.to, planned);
    if (planned.column.link?.to) source.set(planned.column.link.to, planned);
  }
  plan = { columns, source };
  plans.set(layout, plan);
  return plan;
}

export function mapRow(layout: UploadLayout, record: CsvRecord, lookups: Lookups): Mapped {
  const { line, fields } = record;
  const whole = () => fields.join(',');
  if (record.problem) return { exceptions: [exception(line, '', whole(), record.problem)] };
  if (fields.length !== layout.columns) {
    return { exceptions: [exception(line, '', whole(), wrongWidth(layout, fields.length))] };
  }
  const plan = planOf(layout);
  let exceptions: UploadException[] | undefined;
  const refuse = (label: string, text: string, reason: string) => (exceptions ??= []).push(exception(line, label, text, reason));
  const records: MappedRow['records'] = {};
  const links: MappedRow['links'] = {};
  for (const { column, label, to, linkTo } of plan.columns) {
    const text = fields[column.position - 1]!.trim();
    const read = readValue(column, text);
    if (read instanceof Refused) {
      refuse(label, text, read.reason);
      continue;
    }
    if (to) put(records, to, read);
    if (!column.link) continue;
    if (read === undefined) {
      if (column.required) refuse(label, text, `${column.name} is required`);
      continue;
    }
    const targets = lookups.get(column.link.by)?.get(String(read).toUpperCase());
    if (!targets?.length) {
      refuse(label, text, unknownLink(column.link.by, text));
      continue;
    }
    links[column.link.by] = targets;
    if (linkTo) put(records, linkTo, targets[0]!.id);
  }
  // The validators speak for the fields the file fills; the rest (an owner's id) the upload supplies.
  for (const entityId in records) {
    const errors = validateAgainst(entityId, records[entityId]);
    if (!errors) continue;
    for (const [field, messages] of Object.entries(errors)) {
      const planned = plan.source.get(`${entityId}.${field}`);
      if (!planned) continue;
      const text = fields[planned.column.position - 1]!.trim();
      if (!exceptions?.some((e) => e.column === planned.label)) refuse(planned.label, text, messages[0]!);
    }
  }
  return exceptions ? { exceptions } : { row: { line, records, links } };
}

const normalised = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a refused first row is the layout's header, sent by mistake: it names its columns. */
export function looksLikeHeader(layout: UploadLayout, record: CsvRecord): boolean {
  const names = new Set(
    layout.fields
      .flatMap((c) => [c.name, c.to?.split('.')[1] ?? ''])
      .map(normalised)
      .filter(Boolean),
  );
  return record.fields.some((field) => names.has(normalised(field)));
}
