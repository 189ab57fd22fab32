// `npx eslint .` (a stage of `npm test`): typescript-eslint with the type checker, React's hooks
// rules, no import cycles, and the layering the folders' READMEs state, as import restrictions.
// Generated files are codegen's (they are not linted, but the cycle check still follows them).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SQL_DRIVERS = ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*', '**/generated/tables.ts'];

// Every feature folder of a front end, so that each may be forbidden the others.
const featuresOf = (app) =>
  readdirSync(`${app}/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${app}/src/features/${entry.name}`);

const LAYERS = "The layering of the folders' READMEs:";
const zones = [
  {
    target: 'shared',
    from: ['server', 'admin', 'owner', 'codegen', 'tests', 'bench'],
    message: `${LAYERS} shared/ is used by the others and imports none of them.`,
  },
  {
    target: 'server',
    from: ['admin', 'owner', 'codegen', 'tests', 'bench'],
    message: `${LAYERS} the server imports neither front end, codegen, tests nor the benchmark.`,
  },
  {
    target: 'admin',
    from: ['server', 'owner', 'codegen'],
    message: `${LAYERS} the back office reaches the server only through the API and shares code only through shared/.`,
  },
  {
    target: 'owner',
    from: ['server', 'admin', 'codegen'],
    message: `${LAYERS} the owner app reaches the server only through the API and shares code only through shared/.`,
  },
  {
    target: 'codegen',
    from: ['server', 'admin', 'owner', 'tests', 'bench'],
    except: ['./generated'],
    message: `${LAYERS} codegen reads schemas/ and writes generated files; it runs none of the product.`,
  },
  ...['admin', 'owner'].flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: feature,
      from: featuresOf(app).filter((other) => other !== feature),
      message: `${LAYERS} features do not import each other; what two features share belongs outside features/ (${app}/README.md).`,
    })),
  ),
];

export default tseslint.config(
  { ignores: ['node_modules/', '**/dist/', '.tmp/', 'data/', '.data/', 'test-results/', 'playwright-report/', '**/generated/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Without these the cycle check reads no TypeScript module and so finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // With the type checker: promises that are neither awaited nor handled.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      '@typescript-eslint/await-thenable': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // Tests read loosely typed answers (`body: any`) on purpose.
  { files: ['tests/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['admin/**/*.{ts,tsx}', 'owner/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },

  { rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] } },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/repositories/**', 'server/db/**', 'server/seed/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SQL_DRIVERS,
              allowTypeImports: true,
              message: 'Queries are written only in server/repositories (server/README.md); handlers return data.',
            },
          ],
        },
      ],
    },
  },

  // The owner app's rooms (owner/README.md): ui/ holds primitives, domain/ the pieces that know
  // dealers, vehicles, bookings and owners, shared by features; shell/ is the frame that
  // src/frame.tsx fills from features. These zones add to the general ones for the owner's files.
  {
    files: ['owner/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...zones,
            {
              target: 'owner/src/ui',
              from: ['owner/src/domain', 'owner/src/features'],
              message: `${LAYERS} the owner app's ui/ holds primitives that know nothing of dealers, vehicles, bookings or owners; it imports neither domain/ nor features/ (owner/README.md).`,
            },
            {
              target: 'owner/src/domain',
              from: ['owner/src/features'],
              message: `${LAYERS} the owner app's domain/ is what features share; it imports none of them (owner/README.md).`,
            },
            {
              target: 'owner/src/shell',
              from: ['owner/src/features'],
              message: `${LAYERS} the owner app's shell/ is the frame that src/frame.tsx fills from features; it imports none of them (owner/README.md).`,
            },
          ],
        },
      ],
    },
  },
);
