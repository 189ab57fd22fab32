// The closed set of `x-` keywords an entity schema may use, each with the shape of its value.
// Registered with ajv in strict mode, so an unknown keyword or a wrong value fails codegen.
import type Ajv from 'ajv';
import { SYNC_TARGETS } from '../shared/sync-targets.ts';
import { WIDGET_NAMES } from '../shared/widget-names.ts';

const roles = { type: 'array', items: { enum: ['API', 'USER', 'DEALER'] }, uniqueItems: true };
const operations = ['list', 'read', 'search', 'count', 'create', 'update', 'delete'] as const;

export const OPERATIONS = operations;

/** Keywords that describe a whole entity (top level of its schema). */
export const entityKeywords = {
  'x-route': { type: 'string', pattern: '^[a-z]+$' },
  'x-plural': { type: 'string', minLength: 1 },
  'x-access': {
    type: 'object',
    additionalProperties: false,
    properties: { read: roles, create: roles, update: roles, delete: roles },
  },
  'x-operations': { type: 'array', items: { enum: operations }, uniqueItems: true },
  'x-owner': { type: 'string' },
  // The field naming the dealer a record belongs to: dealer staff (role DEALER) see only their own dealer's.
  'x-dealer': { type: 'string' },
  'x-title-field': { type: 'string' },
  // What another record carries of this one when it embeds it (x-embed): its id and these fields.
  'x-embedded-fields': { type: 'array', items: { type: 'string', pattern: '^[a-z_0-9]+$' }, minItems: 1, uniqueItems: true },
  'x-default-sort': { type: 'string', pattern: '^-?[a-z_0-9]+$' },
  'x-page-size': { enum: [10, 50, 100, 200, 500, -1] },
  'x-sync': { type: 'array', items: { enum: Object.keys(SYNC_TARGETS) }, uniqueItems: true },
  'x-screen-path': { type: 'string', pattern: '^/[a-z]+$' },
  // Lists of other records read with each record: answer name -> the records whose `via` field names it.
  'x-embed-many': {
    type: 'object',
    propertyNames: { pattern: '^[a-z_]+$' },
    additionalProperties: {
      type: 'object',
      additionalProperties: false,
      required: ['entity', 'via'],
      properties: {
        entity: { type: 'string' },
        via: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true }] },
        fields: { type: 'array', items: { type: 'string', pattern: '^[a-z_0-9]+(\\.[a-z_0-9]+)?$' }, minItems: 1, uniqueItems: true },
        count: { type: 'string', pattern: '^[a-z_]+$' },
      },
    },
  },
} as const;

/** Keywords that describe one property. */
export const propertyKeywords = {
  'x-required': { type: 'string', minLength: 1 },
  'x-references': { type: 'string' },
  'x-on-delete': { enum: ['cascade', 'set null', 'restrict'] },
  'x-embed': { type: 'string', pattern: '^[a-z_]+$' },
  'x-search': { const: true },
  'x-index': { const: true },
  'x-unique': { enum: [true, 'ignore-case'] },
  'x-money': { const: true },
  // Text that may span lines (descriptions, notes, an email's text); every other text is one line.
  'x-multiline': { const: true },
  // A detail of the person rather than the account: it goes with a deleted account, from the audit log too.
  'x-personal': { const: true },
  // A stored file's key (`key`), or stored files' addresses anywhere in its text or JSON (`addresses`).
  'x-file': { enum: ['key', 'addresses'] },
  'x-virtual': { const: true },
  // `hidden`: a list field (filtered, exported) that the screen shows inside a drawn column.
  'x-list': { enum: [true, 'hidden'] },
  // A list column's claim on the row where the list is narrower than its columns: `high` never folds into the row's details, `low` folds first.
  'x-list-priority': { enum: ['high', 'low'] },
  // Only a widget the back office's widget map has.
  'x-widget': { enum: WIDGET_NAMES },
  'x-enum-labels': { type: 'object', additionalProperties: { type: 'string' } },
} as const;

export function registerVocabulary(ajv: Ajv): void {
  for (const [keyword, metaSchema] of Object.entries({ ...entityKeywords, ...propertyKeywords })) {
    ajv.addKeyword({ keyword, metaSchema });
  }
}
