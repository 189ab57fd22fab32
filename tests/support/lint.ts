// Lints files through ESLint's Node API with the repository's own configuration, for the tests
// that plant a forbidden import and expect the layering's rules to refuse it.
import { join } from 'node:path';
import { ESLint } from 'eslint';

export const ROOT = join(import.meta.dirname, '../..');

/** Lints files with the import rules alone and without the type checker (the rules under test need none), so it takes seconds. */
export async function lintImports(files: string[]) {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
  });
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) => result.messages.map((message) => ({ file: result.filePath, rule: message.ruleId, text: message.message })));
}
