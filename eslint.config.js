// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import vitaliaRules from './eslint-rules/no-bot-prose.js';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Every workspace declares what it imports (ARCHITECTURE.md, dependency direction). The list is read from
 * the root package.json's workspace globs, so a new workspace is checked from its first commit.
 */
const WORKSPACES = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.flatMap(
  (/** @type {string} */ glob) => {
    if (!glob.endsWith('/*'))
      throw new Error(`eslint.config.js reads only "<folder>/*" workspaces, not ${glob}`);
    const parent = glob.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`);
  },
);

/** Tests, benchmarks and build configuration: they may also use the root's tooling (vitest, playwright). */
const DEV_FILES = [
  '**/*.test.ts',
  '**/test/**',
  '**/e2e/**',
  '**/bench/**',
  '**/scripts/**',
  '**/*.config.ts',
];

/** Import bans (no-restricted-imports), from the widest scope to the narrowest. */
const BAN_DRIVERS = {
  group: ['pg', 'pg-*', '@electric-sql/*'],
  message: 'Only packages/db imports a database driver: use its repositories.',
};
const BAN_DB_TESTING = { group: ['@vitalia/db/testing'], message: 'Raw SQL helpers are for tests only.' };
const BAN_FRAMEWORKS = {
  group: ['fastify', '@fastify/*', 'react', 'react-dom', 'react-router', 'pino'],
  message: 'Domain, parser, contracts, services and billing stay free of frameworks (ARCHITECTURE.md).',
};
const BAN_DATABASE = {
  group: ['@vitalia/db', '@vitalia/services'],
  message: 'Domain, parser and contracts are pure: they use no database.',
};

const BAN_VITEST = {
  group: ['vitest', 'vitest/*'],
  message: 'Only src/vitest-hooks.ts imports vitest: plain-Node benchmarks load the rest of the testkit.',
};

/** Tests and testkit: no driver. */
const TEST_CODE_BANS = [BAN_DRIVERS];
/** The testkit's main entry is loaded outside the test runner too (apps/server/bench). */
const TESTKIT_ENTRY_BANS = [...TEST_CODE_BANS, BAN_VITEST];
/** Every workspace's product code but packages/db and testkit: no driver, no raw SQL test helpers. */
const PRODUCT_CODE_BANS = [BAN_DRIVERS, BAN_DB_TESTING];
const FRAMEWORK_FREE_SOURCES = [
  'packages/domain/src/**',
  'packages/parser/src/**',
  'packages/contracts/src/**',
  'packages/services/src/**',
  'packages/billing/src/**',
];
const FRAMEWORK_FREE_BANS = [...PRODUCT_CODE_BANS, BAN_FRAMEWORKS];
const PURE_SOURCES = ['packages/domain/src/**', 'packages/parser/src/**', 'packages/contracts/src/**'];
const PURE_BANS = [...FRAMEWORK_FREE_BANS, BAN_DATABASE];

/**
 * The web app's layers (apps/web/src), bottom to top: lib/ and components/ui/, shared by every page; a
 * feature's api/ (requests and server state); the member area's hooks/ and components/, shared by its
 * areas; the member areas (chat/, home/, metrics/, ...), which may use one another; the member layout/ and
 * pages/, which compose areas; app/ (router, providers), which nothing imports. The public site, sign-in
 * and the member area are separate bundles: public/ imports no other feature, auth/ nothing of member/.
 * Each entry lists what a folder may import besides itself (paths under apps/web/src).
 */
const WEB_SRC = 'apps/web/src';
const MEMBER_SHARED = ['features/member/api', 'features/member/hooks', 'features/member/components'];
const MEMBER_COMPOSERS = ['features/member/layout', 'features/member/pages'];
const MEMBER_AREAS = readdirSync(join(root, WEB_SRC, 'features/member'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `features/member/${entry.name}`)
  .filter((folder) => ![...MEMBER_SHARED, ...MEMBER_COMPOSERS].includes(folder));
const SHARED_UI = ['components/ui', 'lib'];
const WEB_LAYERS = [
  { folder: 'lib', may: [] },
  { folder: 'components/ui', may: ['lib'] },
  { folder: 'features/public', may: SHARED_UI },
  { folder: 'features/auth', may: SHARED_UI },
  { folder: 'features/auth/api', may: ['lib'] },
  // The public chat simulator reuses the member simulator's chat components and their types.
  {
    folder: 'features/try-chat',
    may: ['features/member/chat', 'features/member/api', ...SHARED_UI],
  },
  // A relative's payment from a pay link reuses the payments area's choices, test checkout and calls.
  {
    folder: 'features/pay-link',
    may: ['features/member/payments', 'features/member/api', ...SHARED_UI],
  },
  { folder: 'features/member/api', may: ['lib'] },
  { folder: 'features/member/hooks', may: ['features/member/api', 'lib'] },
  { folder: 'features/member/components', may: [...MEMBER_SHARED, ...SHARED_UI] },
  ...MEMBER_AREAS.map((folder) => ({
    folder,
    may: [...MEMBER_AREAS, ...MEMBER_SHARED, ...SHARED_UI],
    mayText: 'the member areas, features/member/api, hooks and components, components/ui, lib',
  })),
  ...MEMBER_COMPOSERS.map((folder) => ({
    folder,
    may: ['features/member', 'features/auth/api', ...SHARED_UI],
  })),
];
const webLayerZones = WEB_LAYERS.map(({ folder, may, mayText }) => {
  const allowed = [...new Set([folder, ...may])];
  return {
    target: `./${WEB_SRC}/${folder}`,
    from: `./${WEB_SRC}`,
    except: allowed.map((path) => `./${path}`),
    message: `${folder}/ imports only from ${mayText ?? allowed.join(', ')} (the web's layers: eslint.config.js).`,
  };
});

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
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'screenshots/**',
    ],
  },
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
    // The bot's Spanish lives in its catalogue; words it reads live in *-words.ts lexicons.
    files: ['packages/bot/src/conversation/**/*.ts'],
    ignores: ['packages/bot/src/conversation/say/**', '**/*-words.ts', ...DEV_FILES],
    plugins: { vitalia: vitaliaRules },
    rules: { 'vitalia/no-bot-prose': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webLayerZones }],
    },
  },
  // no-restricted-imports: ESLint keeps only the last matching block's options, so each block below lists
  // every ban that applies to its files (built from the lists above, each a superset of the one before).
  {
    // Only packages/db talks to a database driver; product code never runs raw SQL from the test helpers.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/db/**', 'packages/testkit/**', ...DEV_FILES],
    rules: { 'no-restricted-imports': ['error', { patterns: PRODUCT_CODE_BANS }] },
  },
  {
    // Tests and testkit may reach raw SQL through @vitalia/db/testing, never a driver.
    files: [...DEV_FILES, 'packages/testkit/**'],
    ignores: ['packages/db/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: TEST_CODE_BANS }] },
  },
  {
    files: ['packages/testkit/src/**'],
    ignores: ['packages/testkit/src/vitest-hooks.ts', ...DEV_FILES],
    rules: { 'no-restricted-imports': ['error', { patterns: TESTKIT_ENTRY_BANS }] },
  },
  {
    // Services and billing know nothing of HTTP or React.
    files: FRAMEWORK_FREE_SOURCES,
    ignores: DEV_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: FRAMEWORK_FREE_BANS }] },
  },
  {
    // Domain, parser and contracts stay framework- and database-free.
    files: PURE_SOURCES,
    ignores: DEV_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: PURE_BANS }] },
  },
);
