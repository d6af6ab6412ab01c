// One flat config: typescript-eslint, React hooks, accessibility, TanStack Query and Router, file
// names, and the import boundaries of docs/architecture.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { noUntranslatedText } from './eslint-rules/no-untranslated-text.js';

const root = import.meta.dirname;

/** The folders directly under `dir`, so a feature folder is fenced the day it is created. */
function subfolders(dir) {
  return readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// The features of docs/architecture.md: the one list.
// Folders found on disk join it, so a feature missing here is still fenced.
const features = [
  'auth',
  'catalogue',
  'business-settings',
  'appointments',
  'dashboard',
  'clients',
  'team',
];
const appFeatures = [...new Set([...features, ...subfolders('src/features')])];
// The server has a folder per feature with calls (dashboard has none) plus reference.
const serverRouteFolders = [...new Set([...features, ...subfolders('server/routes')])];

/** Where imports may not cross (docs/architecture.md, Layout and import rules). */
const zones = [
  // contract/ is isomorphic and imports nothing of the project.
  {
    target: './contract',
    from: ['./src', './sw', './server', './portal', './tests', './bench'],
  },
  // The booking page is its own build: nothing of the back office, the worker or the
  // server in it, and nothing of it in them (docs/architecture.md, Booking portal).
  { target: './portal', from: ['./src', './sw', './server'] },
  { target: ['./src', './sw', './server'], from: './portal' },
  // The server never imports the app or the worker, and they never import the server.
  { target: './server', from: ['./src', './sw'] },
  { target: './src', from: ['./server', './sw'] },
  {
    target: './sw',
    from: ['./server', './src/features', './src/routes', './src/components'],
  },
  // A feature never imports another feature: routes compose them.
  ...appFeatures.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
  })),
  // lib/ and components/ are shared below the features.
  { target: ['./src/lib', './src/components'], from: ['./src/features', './src/routes'] },
  // entities/ is the data several features share (team members): below the features, above
  // lib/ and components/, which never import it (docs/architecture.md, Layout and import rules).
  { target: './src/entities', from: './src/features' },
  { target: ['./src/lib', './src/components'], from: './src/entities' },
  // A server feature's routes never import another's: what two share lives outside
  // routes/ (server/repositories/, server/security/). The two files at the top of
  // routes/ are the register list and the schema pieces every route uses.
  ...serverRouteFolders.map((folder) => ({
    target: `./server/routes/${folder}`,
    from: './server/routes',
    except: [`./${folder}`, './index.ts', './signed-in-schema.ts'],
  })),
  // What the route folders share sits below them and never reaches up into one.
  {
    target: ['./server/scheduling', './server/repositories', './server/messages'],
    from: './server/routes',
  },
];

/** The app shell (src/app) and the routes compose features; nothing below them imports them. */
const appShellZone = {
  target: ['./src/features', './src/entities', './src/lib', './src/components'],
  from: ['./src/app', './src/routes'],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'data',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench/results',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // Without a resolver import-x cannot tell where an import points, and every rule below
      // silently passes. The server and contract import TypeScript files by their `.js` names.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          // The aliases (@/, @contract/, @server/, @tests/) are tsconfig.json's paths.
          tsconfig: { configFile: `${root}/tsconfig.json` },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Three folders up is another part of the tree: name it by its alias instead
      // (docs/architecture.md, Layout and import rules).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: 'Import by the alias (@/, @contract/, @server/, @tests/), not ../../../.',
            },
          ],
        },
      ],
      // Packages first, then the project by alias, then the files nearby.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: ['@/**', '@contract/**', '@server/**', '@tests/**'].map((pattern) => ({
            pattern,
            group: 'internal',
          })),
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'ignore',
        },
      ],
      // A cycle cannot pass through node_modules back into the project: skip walking them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...zones, appShellZone] },
      ],
    },
  },
  {
    // A test may set up what the app shell provides (its theme, its registered kinds of change).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['{src,portal}/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['{src,portal}/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['{src,portal,server,contract,sw,tests,bench}/**/*.{ts,tsx,js,mjs,cjs}'],
    // TanStack Router derives URLs from file names under src/routes (`$id.tsx` is a path param,
    // `_authed` a layout without a path segment, `__root.tsx` the root, `register_success.tsx`
    // the spec's URL, `users.$id.verify.$token.tsx` a flat nested path), so kebab-case cannot
    // apply there: the router's own naming rules those files.
    ignores: ['src/routes/**', 'server/db/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        // `.test.ts`, `.spec.ts`, `.module.css`: only the part before the first dot is the name.
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // The translated folders (docs/decisions.md, Languages): their user-visible words come from
    // the catalogs. A screen joins the list when it is translated; the rest are English still.
    files: [
      'portal/**/*.tsx',
      'src/components/layout/**/*.tsx',
      'src/components/offline/**/*.tsx',
      'src/features/auth/components/**/*.tsx',
      'src/features/dashboard/**/*.tsx',
      'src/features/catalogue/**/*.tsx',
      'src/features/team/**/*.tsx',
      'src/features/reports/**/*.tsx',
      'src/features/on-this-device/**/*.tsx',
      'src/features/clients/**/*.tsx',
      'src/features/appointments/components/client-booking/**/*.tsx',
      'src/features/business-settings/**/*.tsx',
      'src/entities/**/*.tsx',
      'src/entities/clients/**',
      'src/features/appointments/components/calendar/**/*.tsx',
      'src/features/appointments/components/table/**/*.tsx',
      'src/features/appointments/components/shared/**/*.tsx',
      'src/features/appointments/components/{today-agenda,appointments-screen,upcoming-appointments-panel}.tsx',
      'src/features/appointments/hooks/**/*.tsx',
      'src/routes/_authed/appointments.tsx',
      'src/features/appointments/components/booking-editor/**/*.tsx',
      'src/features/appointments/components/booking-details/**/*.tsx',
      'src/routes/{login,register,register_success,forgot-password,reset-password.$token}.tsx',
      'src/app/service-worker.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    plugins: { local: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'local/no-untranslated-text': 'error' },
  },
  {
    // Kysely runs migrations in file-name order, so they start with their number: `001-initial.ts`.
    files: ['server/db/migrations/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': '+([0-9])-+([a-z0-9])*(-+([a-z0-9]))' },
      ],
    },
  },
);
