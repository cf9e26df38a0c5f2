import { ESLint } from 'eslint';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules in eslint.config.js must keep firing: each fixture under a `lint-fixtures`
 * folder holds one deliberately wrong import (those folders are skipped by `npm run lint`), and
 * here ESLint lints them on purpose and must report the rule that guards that layer.
 */
const eslint = new ESLint({ ignore: false });

async function ruleIdsFor(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Following every import for cycles takes a while on a busy machine.
describe('layer boundaries are enforced by lint', { timeout: 120_000 }, () => {
  it.each([
    ['an engine importing the database', 'server/engines/lint-fixtures/engine-imports-database.ts'],
    ['a service importing the HTTP layer', 'server/services/lint-fixtures/service-imports-http.ts'],
    [
      'a service importing a job handler',
      'server/services/lint-fixtures/service-imports-job-handler.ts',
    ],
    ['a service importing the runtime', 'server/services/lint-fixtures/service-imports-runtime.ts'],
    ['the contract importing the server', 'contract/lint-fixtures/contract-imports-server.ts'],
    [
      'the database layer importing the job queue',
      'server/db/lint-fixtures/database-imports-jobs.ts',
    ],
    ['a policy importing a function', 'server/policies/lint-fixtures/policy-imports-function.ts'],
    ['shared web code importing a feature', 'web/src/lib/lint-fixtures/lib-imports-feature.ts'],
    ['a web feature importing a route', 'web/src/features/lint-fixtures/feature-imports-route.tsx'],
    [
      'a web feature importing another feature',
      'web/src/features/lint-fixtures/feature-imports-feature.tsx',
    ],
    [
      'a shared component importing a feature',
      'web/src/components/lint-fixtures/component-imports-feature.tsx',
    ],
  ])('rejects %s', async (_what, file) => {
    expect(await ruleIdsFor(file)).toContain('import-x/no-restricted-paths');
  });

  it('rejects Fastify inside a service', async () => {
    expect(await ruleIdsFor('server/services/lint-fixtures/service-imports-http.ts')).toContain(
      'no-restricted-imports',
    );
  });

  it('rejects drizzle-orm and the schema inside a function (queries belong in services)', async () => {
    const [result] = await eslint.lintFiles([
      'server/functions/lint-fixtures/function-queries-database.ts',
    ]);
    const restricted = (result?.messages ?? []).filter(
      (message) => message.ruleId === 'no-restricted-imports',
    );
    expect(restricted.map((message) => message.line)).toEqual([2, 3]);
  });

  it('rejects drizzle-orm and the schema inside a job handler (it calls services as functions do)', async () => {
    const [result] = await eslint.lintFiles(['server/jobs/lint-fixtures/queries-database.job.ts']);
    const restricted = (result?.messages ?? []).filter(
      (message) => message.ruleId === 'no-restricted-imports',
    );
    expect(restricted.map((message) => message.line)).toEqual([2, 3]);
  });

  it('rejects a transaction opened by a function or a job handler (services own them)', async () => {
    for (const fixture of [
      'server/functions/lint-fixtures/function-opens-transaction.ts',
      'server/jobs/lint-fixtures/opens-transaction.job.ts',
    ]) {
      const [result] = await eslint.lintFiles([fixture]);
      const restricted = (result?.messages ?? []).filter(
        (message) => message.ruleId === 'no-restricted-syntax',
      );
      expect(
        restricted.map((message) => message.line),
        fixture,
      ).toEqual([6]);
    }
  });

  it('applies that rule to every function file, none excepted', async () => {
    const functionFiles = (await readdir('server/functions', { recursive: true }))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !/(^|\/)(lint-fixtures|test-support)\//.test(file));
    const uncovered: string[] = [];
    for (const file of functionFiles) {
      const config = await eslint.calculateConfigForFile(`server/functions/${file}`);
      const [severity] = [config.rules?.['no-restricted-imports']].flat();
      if (severity !== 2 && severity !== 'error') uncovered.push(file);
    }
    expect(functionFiles).toContain('sensitive/status.ts');
    expect(uncovered).toEqual([]);
  });

  it('rejects a write to the datasets or resources table outside the modules allowed to write them', async () => {
    const [result] = await eslint.lintFiles([
      'server/services/lint-fixtures/service-writes-datasets.ts',
    ]);
    const tables = (result?.messages ?? [])
      .filter((message) => message.ruleId === 'steward/working-copy-writes')
      .map((message) => /writes the (\w+) table/.exec(message.message)?.[1]);
    // A query builder update, SQL text around the table, a row helper, SQL text naming it; not
    // a map that shares the table's name, nor a read.
    expect(tables).toEqual(['datasets', 'resources', 'resources', 'datasets']);
  });

  it('rejects a web import that climbs folders instead of starting at @web', async () => {
    expect(await ruleIdsFor('web/src/features/lint-fixtures/feature-climbs-folders.tsx')).toContain(
      'no-restricted-imports',
    );
  });

  it('rejects a server import that climbs folders instead of starting at #server/', async () => {
    const [result] = await eslint.lintFiles(['server/lib/lint-fixtures/climbs-folders.ts']);
    const climbing = (result?.messages ?? []).filter(
      (message) => message.ruleId === 'steward/climbing-imports',
    );
    // An import, a re-export and an import(); not the one folder up on line 5.
    expect(climbing.map((message) => message.line)).toEqual([3, 4, 10]);
  });

  it('rejects a hand-written useMutation in the web (writes go through useFunctionMutation)', async () => {
    const [result] = await eslint.lintFiles([
      'web/src/features/lint-fixtures/feature-writes-without-contract.tsx',
    ]);
    const restricted = (result?.messages ?? []).filter(
      (message) => message.ruleId === 'no-restricted-imports',
    );
    expect(restricted.map((message) => message.message)).toEqual([
      expect.stringContaining('useFunctionMutation'),
    ]);
  });

  it('rejects an import cycle, one side of it through a root alias', async () => {
    expect(await ruleIdsFor('server/lib/lint-fixtures/cycle-a.ts')).toContain('import-x/no-cycle');
  });
});
