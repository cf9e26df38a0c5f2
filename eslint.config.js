import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import climbingImports from './eslint-rules/climbing-imports.js';
import workingCopyWrites from './eslint-rules/working-copy-writes.js';

/** The project's own rules (eslint-rules/), one plugin so that every config can name it. */
const steward = {
  rules: { 'climbing-imports': climbingImports, 'working-copy-writes': workingCopyWrites },
};

/** The web's features (each a folder of web/src/features), for the zones that keep them apart. */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers the design promises, as lint rules: a file on the left may not import from the
 * folders on the right. Each zone has a deliberately wrong fixture under `lint-fixtures/` that
 * `server/lint-boundaries.test.ts` lints to prove the rule still fires.
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
    // A job's kind (name and payload) may be queued by a service; its handler runs services and
    // sits above them (server/jobs/job-kind.ts). Type imports count: a type circle is a circle.
    target: './server/services',
    from: './server/jobs',
    except: [
      './job-kind.ts',
      './instances/harvest-job-kinds.ts',
      './links/link-check-job-kinds.ts',
      './mail/mail-job-kinds.ts',
      './sensitive/sensitive-job-kinds.ts',
      './sync-runs/sync-run-job-kinds.ts',
    ],
    message:
      'Services queue a job by its kind (*-job-kinds.ts) and send it through JobSender; handlers and the registry sit above the services.',
  },
  {
    target: './server/services',
    from: './server/runtime.ts',
    message:
      'A service states the parts it uses (server/services/service-needs.ts), never the whole runtime.',
  },
  {
    // The schema, migrations and opening of the database: below everything that uses it. Entry
    // points (server/main.ts, server/build-pglite-template.ts) put the queue beside it.
    target: './server/db',
    from: [
      './server/http',
      './server/functions',
      './server/services',
      './server/jobs',
      './server/policies',
    ],
    message: 'The database layer knows no job, service, policy or function: they sit above it.',
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
  // Features do not import each other: a route composes them, and a piece two features share
  // lives in web/src/components (presentation) or web/src/lib (data, session, settings).
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: compose them in a route, or move the shared piece to web/src/components or web/src/lib.',
  })),
  {
    target: './web/src/components',
    from: ['./web/src/features', './web/src/routes'],
    message: 'Components are shared by every feature and route, and know none of them.',
  },
  {
    target: './web/src/lib',
    from: ['./web/src/routes', './web/src/features'],
    message: 'Shared web code sits below features and routes.',
  },
];

/**
 * The only modules that write the working copy's `datasets` and `resources` tables. Everything
 * else reads them, or calls a command of server/services/datasets (docs/architecture.md). The rule
 * `steward/working-copy-writes` fails for a write anywhere else (its fixture proves it fires).
 */
const workingCopyWriters = [
  // Local edits: the commands, which own every rule of one (version, sync status, history…).
  'server/services/datasets/create-datasets.ts',
  'server/services/datasets/update-datasets.ts',
  'server/services/datasets/write-resources.ts',
  'server/services/datasets/delete-dataset.ts',
  // The catalogue's side: the harvest stores what the catalogue holds, marks what it removed.
  'server/services/catalogue/store-packages.ts',
  'server/services/harvest/harvest-instance.ts',
  // The sync: takes the catalogue's answer after a push, claims a dataset while it pushes, marks
  // a conflict, and resolves one (the chosen side of each field on the catalogue's new base).
  'server/services/sync/adopt-catalogue-version.ts',
  'server/services/sync/sync-dataset.ts',
  'server/services/sync/sync-claim.ts',
  'server/services/sync/conflict.ts',
  // The checks, in their own result columns only (link status, sensitive count, last checked).
  'server/services/links/link-result-recorder.ts',
  'server/services/links/update-dataset-link-status.ts',
  'server/services/sensitive/run-check.ts',
];

/** Leaving your own folder in the web: start at a root (web/aliases.ts) instead of climbing. */
const webClimbingImport = {
  regex: '^(\\.\\./){2,}',
  message: 'Import from @web/… or @contract/… instead of climbing two or more folders.',
};

/**
 * The web's writes that are not a function call, so not `useFunctionMutation`: the auth client's
 * own endpoints (better-auth: sign-in, sign-up, sign-out, password and address changes, the
 * organisation's sign-on), a sign-in followed by joining a workspace as one step, and the import
 * preview, a file upload until it becomes a function.
 */
const mutationsNotThroughAFunction = [
  'web/src/features/auth/api/password-reset.ts',
  'web/src/features/auth/api/resend-verification.ts',
  'web/src/features/auth/api/sign-in.ts',
  'web/src/features/auth/api/sign-out.ts',
  'web/src/features/auth/api/sign-up.ts',
  'web/src/features/auth/api/single-sign-on.ts',
  'web/src/features/settings/api/account-changes.ts',
  'web/src/features/members/api/sign-in-and-accept.ts',
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
      // Deliberately wrong imports; linted on purpose by server/lint-boundaries.test.ts.
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
    // Outside the web, leaving your folder starts at a root alias (package.json "imports":
    // #server/…, #contract/…, #sample-catalogue/…) instead of climbing `../../`. The bench's .mjs
    // files load the build from dist/ on purpose and are not TypeScript.
    files: ['{server,contract,sample-catalogue,bench,e2e,scripts}/**/*.{ts,tsx,mts}'],
    plugins: { steward },
    rules: { 'steward/climbing-imports': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    // Tests and their helpers set the scene with rows of their own.
    ignores: [...workingCopyWriters, '**/*.test.ts', '**/test-support/**'],
    plugins: { steward },
    rules: { 'steward/working-copy-writes': 'error' },
  },
  {
    // A test may reach across layers to set the scene (the authorization matrix calls every function).
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // A function authorizes and calls services, and a job handler calls services: no query
    // builder, no tables (docs/architecture.md). The services own every query and transaction.
    files: ['server/functions/**/*.ts', 'server/jobs/**/*.job.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message: 'Functions and job handlers call services; queries live in server/services.',
            },
          ],
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/*'],
              message: 'Functions and job handlers call services; tables are for server/services.',
            },
          ],
        },
      ],
      // One owner of transactions: the service that makes a change opens its transaction (a
      // service called inside another's runs in a savepoint of it), never its caller.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Services own transactions: call a service that opens one (docs/architecture.md).',
        },
      ],
    },
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
      'no-restricted-imports': ['error', { patterns: [webClimbingImport] }],
    },
  },
  {
    // One way to write from the web: a function through useFunctionMutation (its refresh is the
    // contract's `invalidates`); useMutation itself only where a write is not a function.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/lib/function-query.ts',
      'web/src/lib/use-file-function-mutation.ts',
      ...mutationsNotThroughAFunction,
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message:
                "Write through useFunctionMutation(contract) from @web/lib/function-query; declare the reads it refreshes in the contract's `invalidates`.",
            },
          ],
          patterns: [webClimbingImport],
        },
      ],
    },
  },
  {
    files: ['bench/**', 'scripts/**', 'sample-catalogue/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
