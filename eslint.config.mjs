import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** The web app's features (apps/web/src/features/*), each a boundary of its own. */
const WEB_FEATURES = readdirSync(`${import.meta.dirname}/apps/web/src/features`, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Pure code: no framework, no I/O (libs/domain and every API feature's domain/ folder). */
const IMPURE_MODULES = [
  '@nestjs/*',
  'react',
  'react-dom',
  'pg',
  'kysely',
  'ioredis',
  'bullmq',
  'node:*',
  'fs',
  'path',
];

export default tseslint.config(
  // Import boundaries: data flows one way (ARCHITECTURE.md); the domain imports nothing of ours,
  // libs never import apps, apps never import each other.
  {
    ignores: [
      '**/dist/**',
      '**/dist-bench/**',
      '**/node_modules/**',
      'var/**',
      'coverage/**',
      '**/test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: IMPURE_MODULES,
              message: 'libs/domain is pure: no framework and no I/O.',
            },
            {
              group: ['@artisans/*', '../../apps/*', '../../../apps/*'],
              message: 'libs/domain depends on nothing of ours.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time arrives in command metadata.' },
      ],
    },
  },
  {
    files: ['libs/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@artisans/api', '@artisans/worker', '@artisans/web'],
              message: 'libs never import apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker/**', '**/web/**', '@artisans/worker', '@artisans/web'],
              message: 'apps never import each other; share through libs/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/src/**', '**/web/**', '@artisans/api', '@artisans/web'],
              message: 'apps never import each other; share through libs/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)apps/(api|worker)/|^(\\.\\./)+(api|worker)/src/',
              message: 'The web app talks to the API over HTTP only.',
            },
            {
              group: ['@artisans/api', '@artisans/worker', '@artisans/platform'],
              message: 'The web app talks to the API over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  // An API feature's domain/ folder holds deciders: as pure as libs/domain.
  {
    files: ['apps/api/src/*/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: IMPURE_MODULES, message: 'A domain/ folder is pure: no framework and no I/O.' },
            {
              group: ['**/infrastructure/**', '**/*.service', '**/*.controller', '**/*.handler'],
              message: 'A domain/ folder depends on libs/domain and its own feature only.',
            },
            {
              group: ['**/worker/**', '**/web/**', '@artisans/worker', '@artisans/web'],
              message: 'apps never import each other; share through libs/.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time arrives in command metadata.' },
      ],
    },
  },
  // bulletproof-react: shared -> features -> app. A feature imports no other feature and nothing
  // of app/; what two features share moves to components/ or lib/.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature imports no other feature: share through components/ or lib/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app: the app composes them.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code imports no feature and nothing of the app.',
            },
          ],
        },
      ],
    },
  },
  // Every switch over a union handles each member (or ends in a default that proves it handled all).
  {
    files: ['{apps,libs}/**/*.{ts,tsx}'],
    ignores: ['apps/web/vite.config.ts', 'apps/web/playwright.config.ts'],
    languageOptions: {
      parserOptions: {
        project: [
          'libs/*/tsconfig.json',
          'apps/{api,worker,web}/tsconfig.json',
          'apps/api/bench/tsconfig.json',
          'tsconfig.spec.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  // No import cycles anywhere in our TypeScript.
  {
    files: ['{apps,libs}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'libs/*/tsconfig.json',
            'apps/{api,worker,web}/tsconfig.json',
            'apps/api/bench/tsconfig.json',
            'tsconfig.spec.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
