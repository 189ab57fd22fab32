// Reads the CSV upload layouts (schemas/uploads/), checks them against the entities they fill,
// and emits them resolved (each column's required flag and length limit taken from the field it
// fills), for the server's parser and the upload screens, and as the tables of docs/csv-layouts.md.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import type { JsonSchema } from '../shared/entity-types.ts';
import { DEFAULT_LIMITS } from '../shared/limits.ts';
import { COLUMN_TYPE_LABELS, type LayoutColumn, type UploadLayout } from '../shared/upload-layout.ts';
import type { SchemaSet } from './load.ts';
import { SCHEMA_DIR } from './load.ts';
import { banner } from './output.ts';

const FIELD_PATH = { type: 'string', pattern: '^[a-z-]+\\.[a-z_0-9]+$' };

/** The shape of a layout file: closed, so a misspelt key fails codegen. */
const LAYOUT_FILE = {
  type: 'object',
  additionalProperties: false,
  required: ['$id', 'title', 'description', 'screen', 'route', 'file_field', 'loaded_message', 'columns', 'fields'],
  properties: {
    $id: { type: 'string' },
    title: { type: 'string', minLength: 1 },
    description: { type: 'string', minLength: 1 },
    screen: { type: 'string', pattern: '^/[a-z]+$' },
    route: { type: 'string', pattern: '^[a-z]+/upload$' },
    file_field: { type: 'string', pattern: '^[a-z_]+$' },
    loaded_message: { type: 'string', minLength: 1 },
    columns: { type: 'integer', minimum: 1, maximum: 500 },
    fields: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['position', 'name', 'type'],
        properties: {
          position: { type: 'integer', minimum: 1 },
          name: { type: 'string', minLength: 1, maxLength: 100 },
          type: { enum: Object.keys(COLUMN_TYPE_LABELS) },
          to: FIELD_PATH,
          link: { type: 'object', additionalProperties: false, required: ['by'], properties: { by: FIELD_PATH, to: FIELD_PATH } },
          required: { type: 'boolean' },
          maxLength: { type: 'integer', minimum: 1 },
        },
      },
    },
  },
} as const;

type LayoutSource = {
  $id: string;
  title: string;
  description: string;
  screen: string;
  route: string;
  file_field: string;
  loaded_message: string;
  columns: number;
  fields: Array<Omit<LayoutColumn, 'required' | 'maxLength' | 'stored'> & { required?: boolean; maxLength?: number }>;
};

/** Lengths of values that are not text, as they are written in a file. */
const TYPE_LENGTHS: Partial<Record<LayoutColumn['type'], number>> = { date: 10, integer: 11, flag: 1 };

export function loadUploadLayouts(set: SchemaSet, dir = join(SCHEMA_DIR, 'uploads')): UploadLayout[] {
  const check = new Ajv({ allErrors: true, strict: true }).compile(LAYOUT_FILE);
  const byId = new Map(set.entities.map((e) => [e.id, e]));
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const where = `schemas/uploads/${file}`;
      const source = JSON.parse(readFileSync(join(dir, file), 'utf8')) as LayoutSource;
      if (!check(source)) throw new Error(`${where}: ${check.errors?.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`);
      if (source.$id !== file.replace(/\.json$/, '')) throw new Error(`${where}: $id must be the file name`);
      const property = (path: string, what: string): JsonSchema => {
        const [entityId, field] = path.split('.') as [string, string];
        const prop = byId.get(entityId)?.schema.properties?.[field];
        if (!prop) throw new Error(`${where}: ${what} "${path}" names no field of an entity`);
        return prop;
      };
      const required = (path: string) => byId.get(path.split('.')[0]!)!.fields.required.includes(path.split('.')[1]!);
      const seen = new Set<number>();
      const fields = source.fields.map((column): LayoutColumn => {
        const label = `column ${column.position} (${column.name})`;
        if (column.position > source.columns) throw new Error(`${where}: ${label} is past the ${source.columns} columns`);
        if (seen.has(column.position)) throw new Error(`${where}: position ${column.position} is listed twice`);
        seen.add(column.position);
        const target = column.to ? property(column.to, `${label}: to`) : undefined;
        const lookup = column.link ? property(column.link.by, `${label}: link.by`) : undefined;
        if (column.link?.to) property(column.link.to, `${label}: link.to`);
        // A column that fills a field takes its limits from it, so they are declared once.
        if (target && column.maxLength !== undefined) throw new Error(`${where}: ${label} takes its maxLength from ${column.to}`);
        const limit = (target ?? lookup)?.maxLength as number | undefined;
        return {
          position: column.position,
          name: column.name,
          type: column.type,
          ...(column.to ? { to: column.to } : {}),
          ...(column.link ? { link: column.link } : {}),
          // Required when a field it fills or links is: a vehicle needs its model, so the model number.
          required: column.required ?? [column.to, column.link?.to].some((path) => path !== undefined && required(path)),
          maxLength: column.maxLength ?? limit ?? TYPE_LENGTHS[column.type] ?? DEFAULT_LIMITS.text,
          stored: Boolean(column.to || column.link),
        };
      });
      return {
        id: source.$id,
        title: source.title,
        description: source.description,
        screen: source.screen,
        route: source.route,
        fileField: source.file_field,
        loadedMessage: source.loaded_message,
        columns: source.columns,
        fields: fields.sort((a, b) => a.position - b.position),
      };
    });
}

export function emitUploadLayouts(layouts: UploadLayout[]): string {
  const byId = Object.fromEntries(layouts.map((l) => [l.id, l]));
  return [
    banner('//', 'schemas/uploads/'),
    "import type { UploadLayout } from '../upload-layout.ts';",
    '',
    `export type UploadLayoutId = ${layouts.map((l) => JSON.stringify(l.id)).join(' | ')};`,
    '',
    `export const uploadLayouts: Record<UploadLayoutId, UploadLayout> = ${JSON.stringify(byId, null, 2)};`,
    '',
  ].join('\n');
}

/** The layouts as docs/csv-layouts.md prints them: one table each. */
export function uploadLayoutsMarkdown(layouts: UploadLayout[]): string {
  return layouts
    .map((layout) => {
      const rows = layout.fields.map((c) => {
        const where = c.to ?? (c.link?.to ? `${c.link.to} (by ${c.link.by})` : c.link ? `must be a ${c.link.by}` : 'not stored');
        const link = c.to && c.link ? `; ${c.link.to ?? ''} by ${c.link.by}` : '';
        return `| ${c.position} | ${c.name} | ${COLUMN_TYPE_LABELS[c.type]} | ${c.required ? 'yes' : ''} | ${c.maxLength} | ${where}${link} |`;
      });
      return [
        `#### ${layout.title}: \`POST /api/${layout.route}\` (file field \`${layout.fileField}\`, screen \`${layout.screen}\`)`,
        '',
        `${layout.description} ${layout.columns} columns a row.`,
        '',
        '| # | column | type | required | max length | stored in |',
        '|---|---|---|---|---|---|',
        ...rows,
      ].join('\n');
    })
    .join('\n\n');
}
