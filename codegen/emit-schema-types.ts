// Emits the TypeScript type of every named request schema by its OpenAPI component name (a form's
// `LoginForm`, an entity's body `VehicleServiceInput`), so a route whose body names one
// (`{ $ref: 'LoginForm#' }`) gets that type in its handler (server/platform/http/typed.ts) without a cast.
import type { SchemaSet } from './load.ts';
import { typeName } from '../shared/naming.ts';
import { banner } from './output.ts';

export function emitSchemaTypes(set: SchemaSet): string {
  const lines = Object.keys(set.forms).map((id) => `  ${typeName(id)}Form: T.${typeName(id)}Form;`);
  for (const entity of set.entities) lines.push(`  ${entity.typeName}Input: T.${entity.typeName}Input;`);
  return [
    banner('//', 'schemas/'),
    "import type * as T from '../../shared/generated/types.ts';",
    '',
    '/** The type of each named request schema, by its OpenAPI component name. */',
    'export interface SchemaTypes {',
    ...lines,
    '}',
    '',
  ].join('\n');
}
