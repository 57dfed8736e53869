import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Import boundaries: data flows one way (ARCHITECTURE.md); the domain imports nothing of ours,
  // libs never import apps, apps never import each other.
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'var/**',
      'coverage/**',
      'test-results/**',
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
              group: [
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
              ],
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
