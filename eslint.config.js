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

// The server's floors, highest first (server/README.md): the boot (server/*.ts) assembles the areas
// (server/areas/<area>/: routes, use cases, emails, jobs' work), which stand on the platform
// (server/platform/: HTTP plugins, mail, files, jobs), on the queries (server/queries/: all SQL), on
// the database (server/db/), on the core (server/core/: config, errors, secrets, pure helpers).
// A floor imports only the floors below it; areas may use one another's, never in a circle.
const FLOORS = "The server's floors (server/README.md):";
const serverFloor = (folder) => `server/${folder}/**`;
const BOOT = 'server/*.ts';
const serverZones = [
  {
    target: serverFloor('core'),
    from: [BOOT, ...['seed', 'areas', 'platform', 'queries', 'db'].map(serverFloor)],
    message: `${FLOORS} the core stands on nothing of the server's; what it needs from above belongs down here or is passed in.`,
  },
  {
    target: serverFloor('db'),
    from: [BOOT, ...['seed', 'areas', 'platform', 'queries'].map(serverFloor)],
    message: `${FLOORS} the database floor opens and maps; it knows no query, platform or area.`,
  },
  {
    target: serverFloor('queries'),
    from: [BOOT, ...['seed', 'areas', 'platform'].map(serverFloor)],
    message: `${FLOORS} queries never compose an email, import a route, a plugin or an area: return rows and let the use case above decide.`,
  },
  {
    target: serverFloor('platform'),
    from: [BOOT, ...['seed', 'areas'].map(serverFloor)],
    message: `${FLOORS} the platform is mechanism (HTTP, mail, files, jobs) and knows no area: an area registers what it needs with it.`,
  },
  {
    target: serverFloor('areas'),
    from: [BOOT, serverFloor('seed')],
    message: `${FLOORS} areas are assembled by the boot (app.ts) and never import it or the demo data.`,
  },
  {
    target: serverFloor('seed'),
    from: [BOOT],
    message: `${FLOORS} the demo data is loaded by the boot and does not import it.`,
  },
];

// The back office's rooms (admin/README.md, Layout) read one way, each importing only those after
// it: features → screens → forms → fields → shell → providers → lib. app.tsx and main.tsx compose
// them. screens/ open forms/ lazily (the form is its own chunk), so forms/ never import screens/.
// screens/ and lib/ find a feature's declared files by their names (import.meta.glob in
// screens/registry.tsx, screens/extensions.ts, lib/record-naming.ts), never by an import.
const ROOMS = "The back office's rooms read one way (admin/README.md, Layout: features → screens → forms → fields → shell → providers → lib):";
const room = (name) => `admin/src/${name}`;
const adminRooms = [
  {
    target: ['screens', 'forms', 'fields', 'shell', 'providers', 'lib'].map(room),
    from: room('features'),
    message: `${ROOMS} no room below features/ imports a feature. Put what the room needs in that room or in lib/ and let the feature import it, or have app.tsx, which composes, hand it in.`,
  },
  {
    target: room('forms'),
    from: room('screens'),
    message: `${ROOMS} forms/ do not import screens/, which open the form as its own chunk. What the form needs of a screen comes in its props; what both use belongs in fields/ or lib/.`,
  },
  {
    target: room('fields'),
    from: [room('screens'), room('forms')],
    message: `${ROOMS} fields/ import neither screens/ nor forms/. What a field's cell or widget shares with the list or the form (a column's shape, the form's context) belongs in fields/, beside input-props.ts, or in lib/.`,
  },
  {
    target: room('shell'),
    from: [room('screens'), room('forms'), room('fields')],
    message: `${ROOMS} the frame, shell/, imports only providers/ and lib/. What it shows of a screen, form or field is handed to it by app.tsx; what both use belongs in lib/.`,
  },
  {
    target: room('providers'),
    from: [room('screens'), room('forms'), room('fields'), room('shell')],
    message: `${ROOMS} providers/ import only lib/. What they share with the rooms above belongs in providers/ (the rooms above import it) or in lib/.`,
  },
  {
    target: room('lib'),
    from: [room('screens'), room('forms'), room('fields'), room('shell'), room('providers')],
    message: `${ROOMS} lib/ imports none of the other rooms. A helper that needs one belongs in that room; one every room may use stays here and takes what it needs as arguments.`,
  },
];

// The owner app's rooms (owner/README.md): ui/ holds primitives, domain/ the pieces that know
// dealers, vehicles, bookings and owners, shared by features; shell/ is the frame that
// src/frame.tsx fills from features.
const ownerRooms = [
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

  { rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...zones, ...serverZones, ...adminRooms, ...ownerRooms] }] } },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/queries/**', 'server/db/**', 'server/seed/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SQL_DRIVERS,
              allowTypeImports: true,
              message: 'Queries are written only in server/queries (server/README.md); handlers and use cases return data.',
            },
          ],
        },
      ],
    },
  },
);
