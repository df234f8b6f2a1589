// Lint: typescript-eslint's recommended rules (syntactic; types are tsc's job) and the import
// boundaries between the layers (docs/architecture.md): core, render and the library stay
// platform-neutral, cli and web never import each other, and web (a browser page) imports no
// Node code. Formatting is prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'bench/.build/', 'bench/results/', 'kernels/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    // The core is platform-neutral: no node:* and no DOM.
    files: ['src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'worker_threads'],
              message: 'src/core must stay platform-neutral',
            },
            {
              group: ['preact', 'preact/*', '@preact/*'],
              message: 'no framework code in src/core',
            },
            {
              group: [
                '../../cli/*',
                '../cli/*',
                '../../web/*',
                '../web/*',
                '../../node/*',
                '../node/*',
                '../render/*',
                '../../render/*',
              ],
              message: 'src/core imports nothing outside core',
            },
          ],
        },
      ],
    },
  },
  {
    // Render is shared by the CLI and the page: core only, no platform, no framework.
    files: ['src/render/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'worker_threads'],
              message: 'src/render must stay platform-neutral',
            },
            {
              group: [
                '../cli/*',
                '../../cli/*',
                '../web/*',
                '../../web/*',
                '../node/*',
                '../../node/*',
              ],
              message: 'src/render imports core only',
            },
            {
              group: ['preact', 'preact/*', '@preact/*'],
              message: 'no framework code in src/render',
            },
          ],
        },
      ],
    },
  },
  {
    // The library's entry and namespaces list core and render only: no platform, no framework.
    files: ['src/index.ts', 'src/library/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'worker_threads', 'preact', 'preact/*'],
              message: 'the library stays platform-neutral',
            },
            {
              group: ['**/cli/**', '**/web/**', '**/node/**'],
              message: 'the library lists core and render only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'cli and web never import each other' }] },
      ],
    },
  },
  {
    // The page runs in a browser: core and render only (its tests run in Node, so may use it).
    files: ['src/web/**/*.ts', 'src/web/**/*.tsx'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/cli/**', '**/node/**'], message: 'web imports core and render only' },
            {
              group: ['node:*', 'fs', 'path', 'os', 'worker_threads'],
              message: 'the page runs in a browser: no Node built-ins',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  prettier,
);
