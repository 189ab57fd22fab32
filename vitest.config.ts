import { defineConfig } from 'vitest/config';

// Two projects: unit tests beside the code, and the API tests (tests/api), which run once on
// PGlite and, from tests/run.sh, once more on a PostgreSQL server (TEST_DATABASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{codegen,server,shared,owner,admin,bench}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
