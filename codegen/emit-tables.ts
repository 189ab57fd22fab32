// Emits the drizzle table definitions that drizzle-kit turns into SQL migrations and the
// server queries through. Every column, key and index comes from the entity schemas.
import type { EntityDescription, JsonSchema } from '../shared/entity-types.ts';
import { variableName } from '../shared/naming.ts';
import type { SchemaSet } from './load.ts';
import { banner } from './output.ts';

function columnType(name: string, prop: JsonSchema): string {
  const types = Array.isArray(prop.type) ? prop.type : [prop.type];
  if (name === 'id') return `serial('id').primaryKey()`;
  if (types.includes('array') || types.includes('object')) return `jsonb('${name}')`;
  if (types.includes('boolean')) return `boolean('${name}')`;
  if (types.includes('integer')) return `integer('${name}')`;
  if (types.includes('number')) return `doublePrecision('${name}')`;
  if (prop.format === 'date') return `date('${name}', { mode: 'string' })`;
  if (prop.format === 'date-time') return `timestamp('${name}', { withTimezone: true, mode: 'date' })`;
  return `text('${name}')`;
}

function column(entity: EntityDescription, name: string, byId: Map<string, EntityDescription>): string {
  const prop = entity.schema.properties![name]!;
  let code = columnType(name, prop);
  // Server-owned fields with a default (role, counters, states) always hold a value.
  const serverOwned = Boolean(prop.readOnly) && prop.default !== undefined;
  const required = entity.fields.required.includes(name) || serverOwned || ['created_at', 'updated_at'].includes(name);
  const ref = entity.references.find((r) => r.field === name);
  // A reference the other record's delete empties (set null) may be empty in the table, though a write must give it.
  if (required && name !== 'id' && ref?.onDelete !== 'set null') code += '.notNull()';
  if (name === 'created_at' || name === 'updated_at') code += '.defaultNow()';
  else if (prop.default !== undefined) code += `.default(${JSON.stringify(prop.default)})`;
  if (ref) code += `.references(() => ${variableName(byId.get(ref.entity)!.id)}.id, { onDelete: '${ref.onDelete}' })`;
  return `    ${name}: ${code},`;
}

function indexes(entity: EntityDescription): string[] {
  const t = entity.table;
  const props = entity.schema.properties!;
  const out: string[] = [];
  const btree = new Set<string>([...entity.references.map((r) => r.field), ...entity.fields.all.filter((n) => props[n]!['x-index'])]);
  for (const name of entity.fields.all) {
    if (props[name]!['x-unique']) {
      // ignore-case: one index on lower(field), which the lookups by lower(field) also use.
      const key = props[name]!['x-unique'] === 'ignore-case' ? `sql\`lower(\${t.${name}})\`` : `t.${name}`;
      out.push(`uniqueIndex('${t}_${name}_unique').on(${key})`);
      btree.delete(name);
    }
  }
  // The default order is the field then the id (record-query.ts): one index in exactly that order
  // serves page 1 without a sort and deep pages from the index alone; it also serves lookups
  // on the field, so the field needs no index of its own.
  const sortField = entity.defaultSort.replace(/^-/, '');
  if (sortField !== 'id' && !props[sortField]!['x-unique']) {
    btree.delete(sortField);
    out.push(`index('${t}_${sortField}_id_idx').on(t.${sortField}${entity.defaultSort.startsWith('-') ? '.desc().nullsFirst()' : ''}, t.id)`);
  }
  for (const name of btree) out.push(`index('${t}_${name}_idx').on(t.${name})`);
  // Whether a stored file is still named is asked by its key; most rows name none, so they stay out of the index.
  for (const name of entity.fields.fileKeys) out.push(`index('${t}_${name}_file_idx').on(t.${name}).where(sql\`\${t.${name}} is not null\`)`);
  for (const name of entity.fields.search) out.push(`index('${t}_${name}_trgm').using('gin', t.${name}.op('gin_trgm_ops'))`);
  return out;
}

export function emitTables(set: SchemaSet): string {
  const byId = new Map(set.entities.map((e) => [e.id, e]));
  const tables = set.entities.map((entity) => {
    const columns = entity.fields.all.filter((n) => !entity.fields.virtual.includes(n)).map((n) => column(entity, n, byId));
    return [
      `export const ${variableName(entity.id)} = pgTable(`,
      `  '${entity.table}',`,
      '  {',
      ...columns,
      '  },',
      `  (t) => [${indexes(entity)
        .map((i) => `\n    ${i},`)
        .join('')}\n  ],`,
      ');',
    ].join('\n');
  });
  const map = set.entities.map((e) => `  ${JSON.stringify(e.id)}: ${variableName(e.id)},`).join('\n');
  return [
    banner('//', 'schemas/entities/'),
    "import { sql } from 'drizzle-orm';",
    "import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';",
    '',
    ...tables.map((t) => `${t}\n`),
    '/** Every table by entity id. */',
    `export const tables = {\n${map}\n};`,
    '',
  ].join('\n');
}
