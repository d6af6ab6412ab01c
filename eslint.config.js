// One flat config: typescript-eslint, React hooks and the import boundaries of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const features = ['auth', 'catalogue', 'business-settings', 'appointments', 'dashboard'];

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // contract/ is isomorphic and imports nothing of the project.
            { target: './contract', from: ['./src', './sw', './server', './tests', './bench'] },
            // The server never imports the app or the worker, and they never import the server.
            { target: './server', from: ['./src', './sw'] },
            { target: './src', from: ['./server', './sw'] },
            {
              target: './sw',
              from: ['./server', './src/features', './src/routes', './src/components'],
            },
            // A feature never imports another feature: routes compose them.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
            })),
            // lib/ and components/ are shared below the features.
            { target: ['./src/lib', './src/components'], from: ['./src/features', './src/routes'] },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
