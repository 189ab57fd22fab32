// Emits standalone ajv validators (ES module, no ajv at run time) for every entity and form,
// shared by the server and both browsers.
import standaloneCode from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { SchemaSet } from './load.ts';
import { registerVocabulary } from './vocabulary.ts';
import { banner } from './output.ts';

const exportName = (id: string) => id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

export function emitValidators(set: SchemaSet): string {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    // Plain string length: the generated code then needs no ajv runtime helper.
    unicode: false,
    logger: false,
    // Errors carry their schema and data, so messages can name the field by its title.
    verbose: true,
    code: { source: true, esm: true, lines: true, formats: _`fullFormats` },
  });
  addFormats(ajv);
  ajvErrors(ajv);
  registerVocabulary(ajv);
  const schemas = [...set.entities.map((e) => e.schema), ...Object.values(set.forms)];
  const names: Record<string, string> = {};
  for (const schema of schemas) {
    ajv.addSchema(schema);
    names[exportName(schema.$id as string)] = schema.$id as string;
  }
  const code = standaloneCode(ajv, names).replace(/^"use strict";/, '');
  const map = Object.entries(names)
    .map(([name, id]) => `  ${JSON.stringify(id)}: ${name},`)
    .join('\n');
  return [
    banner('//', 'schemas/'),
    '// @ts-nocheck',
    "import { fullFormats } from 'ajv-formats/dist/formats.js';",
    code,
    '',
    '/** Every validator by schema id. */',
    `export const validators = {\n${map}\n};`,
    '',
  ].join('\n');
}
