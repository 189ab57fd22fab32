import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The API tests (tests/api) run once on PGlite and, from tests/run.sh, once more on a PostgreSQL
// server (TEST_DATABASE_URL). The database is migrated once per run (template-database.ts) and
// each file starts from a copy. Their files share one module graph per worker, so the server's
// modules are imported once rather than per file; a file that replaces a module (vi.mock) is
// named *.isolated.test.ts and gets a graph of its own.
const api = (name: string, include: string, isolate: boolean): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: [include],
    exclude: isolate ? [] : ['tests/api/**/*.isolated.test.ts'],
    isolate,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/api/template-database.ts'],
  },
});

export default defineConfig({
  test: {
    // A worker per core, not Vitest's default of one fewer: API files wait on their database and
    // on the fakes of the outside world for part of their time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{codegen,server,shared,owner,admin,bench}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      api('api', 'tests/api/**/*.test.ts', false),
      api('api-isolated', 'tests/api/**/*.isolated.test.ts', true),
      // Several built server processes behind nginx on PostgreSQL (tests/processes): run with the
      // API tests on a PostgreSQL server, where their own migrated databases are not needed.
      {
        test: {
          name: 'api-processes',
          include: ['tests/processes/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
