// Emits standalone ajv validators (ES modules, no ajv at run time) for every entity and form,
// shared by the server and both browsers.
import standaloneCode from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { SchemaSet } from './load.ts';
import { registerVocabulary } from './vocabulary.ts';
import { banner } from './output.ts';

/** `access-token` → `accessToken`: the name a schema's validator is exported under. */
const exportName = (id: string) => id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

/**
 * One module per schema (`validators/<id>.ts`, its validator and those it refers to), so a browser
 * chunk holds only the validators its screens use, and `validators.ts` naming them all, by schema id.
 */
export function emitValidators(set: SchemaSet): { index: string; modules: Record<string, string> } {
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
  const ids = [...set.entities.map((e) => e.schema), ...Object.values(set.forms)].map((schema) => {
    ajv.addSchema(schema);
    return schema.$id as string;
  });
  const modules = Object.fromEntries(
    ids.map((id) => [
      `${id}.ts`,
      [
        banner('//', 'schemas/'),
        '// @ts-nocheck',
        "import { fullFormats } from 'ajv-formats/dist/formats.js';",
        standaloneCode(ajv, { [exportName(id)]: id }).replace(/^"use strict";/, ''),
        '',
      ].join('\n'),
    ]),
  );
  const names = ids.map(exportName);
  const index = [
    banner('//', 'schemas/'),
    ...ids.map((id) => `import { ${exportName(id)} } from './validators/${id}.ts';`),
    '',
    `export { ${names.join(', ')} };`,
    '',
    '/** Every validator by schema id. */',
    `export const validators = {\n${ids.map((id) => `  ${JSON.stringify(id)}: ${exportName(id)},`).join('\n')}\n};`,
    '',
  ].join('\n');
  return { index, modules };
}
