import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * The layers the design promises, as lint rules: a file on the left may not import from the
 * folders on the right. Each zone has a deliberately wrong fixture under `lint-fixtures/` that
 * `eslint-boundaries.test.ts` lints to prove the rule still fires.
 */
const layerZones = [
  {
    target: './server/engines',
    from: [
      './server/db',
      './server/http',
      './server/services',
      './server/functions',
      './server/jobs',
    ],
    message:
      'Engines are pure: streams and options in, results out; no database, HTTP or services.',
  },
  {
    target: './server/services',
    from: ['./server/http', './server/functions'],
    message:
      'Services hold the business rules; the HTTP and functions layers call them, not the reverse.',
  },
  {
    target: './server/policies',
    from: ['./server/http', './server/functions'],
    message: 'Policies decide who may do what; they never depend on the layer that calls them.',
  },
  {
    target: './contract',
    from: ['./server', './web'],
    message: 'The contract is shared by server and web and imports neither.',
  },
  {
    target: './web/src/features',
    from: ['./web/src/routes'],
    message: 'Features are used by routes, never the reverse (route paths live in web/src/lib).',
  },
  {
    target: './web/src/lib',
    from: ['./web/src/routes', './web/src/features'],
    message: 'Shared web code sits below features and routes.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      '.tmp',
      'server/db/migrations',
      'bench/out',
      'e2e/artifacts',
      // Deliberately wrong imports; linted on purpose by eslint-boundaries.test.ts.
      '**/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['{server,contract,web}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A test may reach across layers to set the scene (the authorization matrix calls every function).
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['server/services/**/*.ts', 'server/engines/**/*.ts', 'server/policies/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/*', '@fastify/*'],
              message: 'Only server/http knows about Fastify; pass plain values down.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Catalogue text is hostile until proven otherwise: React elements only, never HTML strings.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render React elements; HTML strings from data are an XSS risk.',
        },
      ],
      // Leaving your own folder: start at a root (web/aliases.ts) instead of climbing.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2,}',
              message: 'Import from @web/… or @contract/… instead of climbing two or more folders.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**', 'scripts/**', 'sample-catalogue/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
