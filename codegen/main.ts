// `npm run codegen` writes every generated file from schemas/; `--check` writes nothing and
// exits 1 naming each file that is stale.
import { join } from 'node:path';
import { emitAdminResources, emitScreenPaths } from './emit-admin-resources.ts';
import { emitEntities } from './emit-entities.ts';
import { emitOpenApi } from './emit-openapi.ts';
import { emitSchemaTypes } from './emit-schema-types.ts';
import { emitTables } from './emit-tables.ts';
import { emitTypes } from './emit-types.ts';
import { emitUploadLayouts, loadUploadLayouts, uploadLayoutsMarkdown } from './emit-upload-layouts.ts';
import { emitValidators } from './emit-validators.ts';
import { loadSchemas } from './load.ts';
import { updateMigrations } from './migrations.ts';
import { Output, ROOT } from './output.ts';

export async function generate(check: boolean): Promise<Output> {
  const set = loadSchemas();
  const out = new Output(check);
  out.file(join(ROOT, 'shared/generated/entities.ts'), emitEntities(set));
  out.file(join(ROOT, 'shared/generated/types.ts'), await emitTypes(set));
  const validators = emitValidators(set);
  out.file(join(ROOT, 'shared/generated/validators.ts'), validators.index);
  out.folder(join(ROOT, 'shared/generated/validators'), validators.modules);
  out.file(join(ROOT, 'server/generated/tables.ts'), emitTables(set));
  out.file(join(ROOT, 'server/generated/openapi.ts'), emitOpenApi(set));
  out.file(join(ROOT, 'server/generated/schema-types.ts'), emitSchemaTypes(set));
  out.file(join(ROOT, 'admin/generated/resources.ts'), emitAdminResources(set));
  out.file(join(ROOT, 'shared/generated/screen-paths.ts'), emitScreenPaths(set));
  const layouts = loadUploadLayouts(set);
  out.file(join(ROOT, 'shared/generated/upload-layouts.ts'), emitUploadLayouts(layouts));
  out.section(join(ROOT, 'docs/csv-layouts.md'), 'upload-layouts', uploadLayoutsMarkdown(layouts));
  // Migrations follow the tables file on disk, so they are only checked once it is current.
  if (!out.stale.length) {
    const migrations = updateMigrations(check);
    (check ? out.stale : out.written).push(...migrations);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  generate(check)
    .then((out) => {
      if (check && out.stale.length) {
        console.error(`Generated files are stale; run \`npm run codegen\`:\n  ${out.stale.join('\n  ')}`);
        process.exit(1);
      }
      console.log(check ? 'Generated files are current.' : out.written.length ? `Wrote:\n  ${out.written.join('\n  ')}` : 'Nothing changed.');
    })
    .catch((error: Error) => {
      console.error(`codegen: ${error.message}`);
      process.exit(1);
    });
}
