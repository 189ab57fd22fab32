// Reads schemas/, checks every schema against JSON Schema and our x- vocabulary, and resolves
// each into the form the emitters need: common definitions inlined, id and timestamps added,
// `x-required` expanded into `required`, `minLength` and ajv-errors messages.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { EntityDescription, JsonSchema, Operation, Reference, Role } from '../shared/entity-types.ts';
import { DATE_YEARS, DEFAULT_LIMITS, INTEGER_RANGE, MULTI_LINE, ONE_LINE } from '../shared/limits.ts';
import { pluralLabel, routeName, tableName, typeName } from '../shared/naming.ts';
import { OPERATIONS, registerVocabulary } from './vocabulary.ts';
import { embedsManyOf } from './embeds-many.ts';

export const SCHEMA_DIR = join(import.meta.dirname, '..', 'schemas');

export interface SchemaSet {
  common: JsonSchema;
  /** Source schemas as written, by id. */
  sources: Record<string, JsonSchema>;
  entities: EntityDescription[];
  /** Request shapes that are not tables (sign-in and the like), resolved like entities. */
  forms: Record<string, JsonSchema>;
  /**
   * What the hand-written routes answer (sign-in, the dashboard...), as written: plain JSON Schema
   * whose `$ref`s name common definitions or other answers by id, with no limits or rules added.
   */
  answers: Record<string, JsonSchema>;
}

const COMMON_REF = /^common#\/\$defs\/(\w+)$/;

/** Fields every table has; an entity file states only what differs. */
const DEFAULT_FIELDS: Record<string, JsonSchema> = {
  id: { type: 'integer', title: 'ID', readOnly: true },
  created_at: { type: 'string', format: 'date-time', title: 'Created', readOnly: true },
  updated_at: { type: 'string', format: 'date-time', title: 'Updated', readOnly: true },
};

export function newAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTuples: false });
  addFormats(ajv);
  ajvErrors(ajv);
  registerVocabulary(ajv);
  return ajv;
}

function readJson(path: string): JsonSchema {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as JsonSchema;
  } catch (error) {
    throw new Error(`${path}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
}

function readFolder(folder: string): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const schema = readJson(join(folder, file));
    const id = file.replace(/\.json$/, '');
    if (schema.$id !== id) throw new Error(`${folder}/${file}: $id must be "${id}", found "${String(schema.$id)}"`);
    out[id] = schema;
  }
  return out;
}

/**
 * Deep copy with every `common#/$defs/x` reference replaced by the definition, siblings winning.
 * A reference to one of `kept` (answer ids) stays as it is.
 */
export function inlineCommon(node: unknown, common: JsonSchema, where: string, kept = new Set<string>()): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineCommon(n, common, where, kept));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  let base: Record<string, unknown> = {};
  if (typeof $ref === 'string' && kept.has($ref)) base = { $ref };
  else if (typeof $ref === 'string') {
    const name = COMMON_REF.exec($ref)?.[1];
    const defs = common.$defs as Record<string, JsonSchema>;
    if (!name || !defs[name]) throw new Error(`${where}: unknown reference "${$ref}"`);
    base = inlineCommon(defs[name], common, where) as Record<string, unknown>;
  }
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(rest)) out[key] = inlineCommon(value, common, where, kept);
  return out;
}

const typesOf = (p: JsonSchema) => (Array.isArray(p.type) ? (p.type as string[]) : [p.type as string]);
/** A date or date-time: listed by range. */
const isDate = (p: JsonSchema) => p.format === 'date' || p.format === 'date-time';

/** A rule codegen adds to a text: its pattern and the message naming the field (a message the schema states wins). */
function withPattern(node: JsonSchema, pattern: string, message: string): JsonSchema {
  return { ...node, pattern, errorMessage: { pattern: message, ...(node.errorMessage as object) } };
}

/**
 * Deep copy where every text, list and free object without a stated limit gets the default one
 * (shared/limits.ts), every date a year range, and every text that is neither `x-multiline` nor
 * of a format or pattern of its own (which already refuse control characters or say what they
 * take) the one-line rule, and every multi-line one the rule against direction controls, so no
 * request part is unbounded and no name carries a line break.
 */
export function withLimits(node: JsonSchema): JsonSchema {
  let out: JsonSchema = { ...node };
  const types = typesOf(node);
  if (types.includes('string') && !node.enum) {
    out.maxLength ??= node.format === 'email' ? DEFAULT_LIMITS.email : DEFAULT_LIMITS.text;
    const title = node.title as string | undefined;
    if ((node.format === 'date' || node.format === 'date-time') && node.pattern === undefined) {
      out = withPattern(out, DATE_YEARS.pattern, `${title ?? 'The date'} must be between ${DATE_YEARS.first} and ${DATE_YEARS.last}`);
    } else if (!node.format && node.pattern === undefined) {
      out = node['x-multiline']
        ? withPattern(out, MULTI_LINE.pattern, `${title ?? 'This text'} must not hold characters that change the direction of text`)
        : withPattern(out, ONE_LINE.pattern, `${title ?? 'This text'} must be one line, without line breaks or control characters`);
    }
  }
  if (types.includes('array')) out.maxItems ??= DEFAULT_LIMITS.items;
  if (types.includes('object') && !node.properties) out.maxProperties ??= DEFAULT_LIMITS.properties;
  if (node.items) out.items = withLimits(node.items as JsonSchema);
  if (node.properties) {
    out.properties = Object.fromEntries(Object.entries(node.properties as Record<string, JsonSchema>).map(([k, v]) => [k, withLimits(v)]));
  }
  return out;
}

/** Expands x-required into JSON Schema rules and lets optional properties be null. */
function expandRules(object: JsonSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const requiredMessages: Record<string, string> = {};
  for (const [name, source] of Object.entries(object.properties ?? {})) {
    let prop: JsonSchema = { ...source };
    if (prop.type === 'object' && prop.properties) prop = expandRules(prop);
    if (prop.type === 'array' && (prop.items as JsonSchema)?.properties) {
      prop.items = expandRules(prop.items as JsonSchema);
    }
    // Whole numbers are stored as PostgreSQL integers: refuse what the column cannot hold.
    if (typesOf(prop).includes('integer')) prop = { minimum: INTEGER_RANGE.minimum, maximum: INTEGER_RANGE.maximum, ...prop };
    const message = prop['x-required'] as string | undefined;
    if (message) {
      required.push(name);
      requiredMessages[name] = message;
      if (prop.type === 'string' && prop.minLength === undefined) {
        prop.minLength = 1;
        prop.errorMessage = { minLength: message, ...(prop.errorMessage as object) };
      }
    } else if (!prop.readOnly) {
      prop.type = [...typesOf(prop), 'null'];
      if (Array.isArray(prop.enum)) prop.enum = [...prop.enum, null];
    }
    properties[name] = prop;
  }
  const out: JsonSchema = { ...object, properties };
  if (required.length) {
    out.required = required;
    out.errorMessage = { required: requiredMessages };
  }
  return out;
}

function describe(id: string, source: JsonSchema, common: JsonSchema, ids: Set<string>): EntityDescription {
  const where = `schemas/entities/${id}.json`;
  const inlined = withLimits(inlineCommon(source, common, where) as JsonSchema);
  const schema = expandRules({ ...inlined, properties: { ...DEFAULT_FIELDS, ...inlined.properties } });
  const props = schema.properties ?? {};
  const names = Object.keys(props);
  const pick = (test: (p: JsonSchema, name: string) => unknown) => names.filter((n) => test(props[n]!, n));
  const access = (source['x-access'] ?? {}) as Partial<Record<'read' | 'create' | 'update' | 'delete', Role[]>>;

  for (const field of pick((p) => p['x-references'])) {
    const entity = props[field]!['x-references'] as string;
    if (!ids.has(entity)) throw new Error(`${where}: ${field} references unknown entity "${entity}"`);
  }
  // A virtual field has no column: its x-references only says what its id names (for the
  // back office's picker), with no key, index, embed or filter.
  const references: Reference[] = pick((p) => p['x-references'] && !p['x-virtual']).map((field) => {
    const p = props[field]!;
    return {
      field,
      entity: p['x-references'] as string,
      onDelete: (p['x-on-delete'] as Reference['onDelete']) ?? 'restrict',
      embed: p['x-embed'] as string | undefined,
    };
  });
  for (const key of ['x-owner', 'x-dealer', 'x-title-field'] as const) {
    const field = source[key] as string | undefined;
    if (field && !props[field]) throw new Error(`${where}: ${key} names unknown field "${field}"`);
  }
  const embeddedFields = source['x-embedded-fields'] as string[] | undefined;
  for (const field of embeddedFields ?? []) {
    if (!props[field] || props[field]['x-virtual'] || props[field].writeOnly)
      throw new Error(`${where}: x-embedded-fields names "${field}", not a readable field`);
  }
  for (const field of pick((p) => p['x-file'] === 'key')) {
    if (!typesOf(props[field]!).includes('string')) throw new Error(`${where}: ${field} holds a file's key (x-file), so it must be a string`);
  }
  for (const field of pick((p) => p['x-list-priority'] !== undefined && p['x-list'] !== true)) {
    throw new Error(`${where}: ${field} has x-list-priority, which only a column of the list (x-list: true) has`);
  }
  const sort = ((source['x-default-sort'] as string) ?? 'id').replace(/^-/, '');
  if (!props[sort]) throw new Error(`${where}: x-default-sort names unknown field "${sort}"`);

  const title = source.title as string;
  return {
    id,
    title,
    plural: (source['x-plural'] as string) ?? pluralLabel(title),
    description: source.description as string | undefined,
    route: (source['x-route'] as string) ?? routeName(id),
    screenPath: (source['x-screen-path'] as string) ?? `/${(source['x-route'] as string) ?? routeName(id)}`,
    table: tableName(id),
    typeName: typeName(id),
    access: { read: access.read ?? [], create: access.create ?? [], update: access.update ?? [], delete: access.delete ?? [] },
    operations: (source['x-operations'] as Operation[]) ?? [...OPERATIONS],
    owner: source['x-owner'] as string | undefined,
    dealer: source['x-dealer'] as string | undefined,
    titleField: source['x-title-field'] as string | undefined,
    embeddedFields: embeddedFields && ['id', ...embeddedFields.filter((field) => field !== 'id')],
    defaultSort: (source['x-default-sort'] as string) ?? 'id',
    pageSize: (source['x-page-size'] as number) ?? -1,
    sync: (source['x-sync'] as EntityDescription['sync']) ?? [],
    fields: {
      all: names,
      required: (schema.required as string[]) ?? [],
      search: pick((p) => p['x-search']),
      // An indexed date or date-time is filtered by its range alone: a whole value of text would not be one.
      filters: pick((p, n) => n !== 'id' && !p['x-virtual'] && (p['x-references'] || (p['x-index'] && !isDate(p)) || p.enum || typesOf(p).includes('boolean'))),
      ranges: pick((p, n) => n !== 'id' && !p['x-virtual'] && !p['x-references'] && (isDate(p) || typesOf(p).some((t) => t === 'integer' || t === 'number'))),
      unique: pick((p) => p['x-unique']),
      money: pick((p) => p['x-money']),
      dates: pick((p) => p.format === 'date'),
      dateTimes: pick((p) => p.format === 'date-time'),
      json: pick((p) => typesOf(p).some((t) => t === 'array' || t === 'object')),
      fileKeys: pick((p) => p['x-file'] === 'key'),
      fileAddresses: pick((p) => p['x-file'] === 'addresses'),
      readOnly: pick((p) => p.readOnly),
      writeOnly: pick((p) => p.writeOnly),
      virtual: pick((p) => p['x-virtual']),
      list: pick((p) => p['x-list']),
    },
    references,
    // Filled once every entity is described (embedsManyOf): they name other entities' fields.
    embedsMany: [],
    schema,
  };
}

/** An answer's type and OpenAPI component are named after its id: none may take a name already used. */
function checkAnswers(answers: Record<string, JsonSchema>, entities: EntityDescription[], forms: Record<string, JsonSchema>, common: JsonSchema) {
  const taken = new Set([
    ...entities.flatMap((e) => [e.typeName, `${e.typeName}Input`]),
    ...Object.keys(forms).map((id) => `${typeName(id)}Form`),
    ...Object.keys(common.$defs as object).map((name) => name.charAt(0).toUpperCase() + name.slice(1)),
  ]);
  const targets = answerTargets(answers, entities);
  for (const [id, answer] of Object.entries(answers)) {
    const where = `schemas/answers/${id}.json`;
    if (taken.has(typeName(id))) throw new Error(`${where}: the name ${typeName(id)} is taken by an entity or a common definition`);
    // ajv would also follow a reference to a form, which has no type of that name: this throws on one.
    inlineCommon(answer, common, where, targets);
  }
}

/** What an answer's `$ref` may name besides common definitions: another answer, or an entity's record (by id). */
export const answerTargets = (answers: Record<string, JsonSchema>, entities: EntityDescription[]) =>
  new Set([...Object.keys(answers), ...entities.map((e) => e.id)]);

export function loadSchemas(dir = SCHEMA_DIR): SchemaSet {
  const common = readJson(join(dir, 'common.json'));
  const sources = readFolder(join(dir, 'entities'));
  const formSources = readFolder(join(dir, 'forms'));
  const answers = readFolder(join(dir, 'answers'));
  const ajv = newAjv();
  ajv.addSchema(common);
  // Answers refer to each other by id; compiling one then finds the others (the same objects).
  for (const schema of Object.values(answers)) ajv.addSchema(schema);
  for (const [id, schema] of Object.entries({ ...sources, ...formSources, ...answers })) {
    try {
      ajv.compile(schema);
    } catch (error) {
      throw new Error(`schemas/${id}.json: ${(error as Error).message}`, { cause: error });
    }
  }
  const ids = new Set(Object.keys(sources));
  const entities = Object.entries(sources).map(([id, source]) => describe(id, source, common, ids));
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  for (const entity of entities) entity.embedsMany = embedsManyOf(entity, sources[entity.id]!, byId);
  const forms = Object.fromEntries(
    Object.entries(formSources).map(([id, source]) => [id, expandRules(withLimits(inlineCommon(source, common, `schemas/forms/${id}.json`) as JsonSchema))]),
  );
  checkAnswers(answers, entities, forms, common);
  return { common, sources, entities, forms, answers };
}
