// Emits the entity descriptions (names, access, field roles, resolved schemas) that the
// server's generic routes and the back office's generic screens run on.
import type { SchemaSet } from './load.ts';
import { banner } from './output.ts';

export function emitEntities(set: SchemaSet): string {
  const byId = Object.fromEntries(set.entities.map((e) => [e.id, e]));
  const enums = Object.fromEntries(
    Object.entries(set.common.$defs as Record<string, { enum?: unknown[] }>)
      .filter(([, def]) => def.enum)
      .map(([name, def]) => [name, def.enum]),
  );
  return [
    banner('//', 'schemas/'),
    "import type { EntityDescription, JsonSchema } from '../entity-types.ts';",
    '',
    `export type EntityId = ${set.entities.map((e) => JSON.stringify(e.id)).join(' | ')};`,
    '',
    `export const entities: Record<EntityId, EntityDescription> = ${JSON.stringify(byId, null, 2)};`,
    '',
    '/** Request shapes that are not entities, resolved like them. */',
    `export const forms: Record<string, JsonSchema> = ${JSON.stringify(set.forms, null, 2)};`,
    '',
    '/** The allowed values of schemas/common.json, by definition name. */',
    `export const enums = ${JSON.stringify(enums, null, 2)} as const;`,
    '',
  ].join('\n');
}
