// @ts-check
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = dirname(fileURLToPath(import.meta.url));

/** Every workspace declares what it imports (ARCHITECTURE.md, dependency direction). */
const WORKSPACES = [
  'packages/billing',
  'packages/contracts',
  'packages/db',
  'packages/domain',
  'packages/parser',
  'packages/scheduler',
  'packages/services',
  'packages/testkit',
  'apps/server',
  'apps/web',
];

/** Tests, benchmarks and build configuration: they may also use the root's tooling (vitest, playwright). */
const DEV_FILES = [
  '**/*.test.ts',
  '**/test/**',
  '**/e2e/**',
  '**/bench/**',
  '**/scripts/**',
  '**/*.config.ts',
];

const DRIVERS = ['pg', 'pg-*', '@electric-sql/*'];

/** One entry for a workspace's product code, one for its dev files, each checking its own package.json. */
const declaredDependencies = WORKSPACES.flatMap((dir) => {
  const devFiles = DEV_FILES.map((glob) => `${dir}/${glob}`);
  return [
    {
      files: [`${dir}/**/*.{ts,tsx,js,mjs}`],
      ignores: devFiles,
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [join(root, dir)], devDependencies: false, includeTypes: true },
        ],
      },
    },
    {
      files: devFiles,
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [join(root, dir), root], devDependencies: true, includeTypes: true },
        ],
      },
    },
  ];
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.node.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Build and tooling scripts run on Node.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
  },
  {
    files: ['{packages,apps}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
  },
  ...declaredDependencies,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Only packages/db talks to a database driver; product code never runs raw SQL from the test helpers.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/db/**', 'packages/testkit/**', ...DEV_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: DRIVERS, message: 'Only packages/db imports a database driver: use its repositories.' },
            { group: ['@vitalia/db/testing'], message: 'Raw SQL helpers are for tests only.' },
          ],
        },
      ],
    },
  },
  {
    // Tests and testkit may reach raw SQL through @vitalia/db/testing, never a driver.
    files: [...DEV_FILES, 'packages/testkit/**'],
    ignores: ['packages/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: DRIVERS, message: 'Only packages/db imports a database driver.' }] },
      ],
    },
  },
  {
    // Domain, parser and contracts stay framework- and database-free; services know nothing of HTTP.
    files: [
      'packages/domain/src/**',
      'packages/parser/src/**',
      'packages/contracts/src/**',
      'packages/services/src/**',
      'packages/billing/src/**',
    ],
    ignores: DEV_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: DRIVERS, message: 'Only packages/db imports a database driver: use its repositories.' },
            {
              group: ['fastify', '@fastify/*', 'react', 'react-dom', 'react-router', 'pino'],
              message: 'Domain, parser, contracts and services stay free of frameworks (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**', 'packages/parser/src/**', 'packages/contracts/src/**'],
    ignores: DEV_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...DRIVERS, '@vitalia/db', '@vitalia/services'],
              message: 'Pure packages use no database.',
            },
            {
              group: ['fastify', '@fastify/*', 'react', 'react-dom', 'react-router', 'pino'],
              message: 'Domain, parser and contracts stay free of frameworks (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
);
