import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, httpStatusByCode, wireStatusOf } from '#contract/errors.js';
import { allFunctionContracts, type FunctionContract } from '#contract/functions/index.js';
import { buildUser, type TestUser } from '../test-support/accounts.js';
import { callFunction } from '../test-support/call-function.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { fieldsOf, hostileInput } from '../test-support/hostile-input.js';

/** 20 per function in `npm test`; `npm run test:security` asks for more. */
const runsPerFunction = Number(process.env.SECURITY_FUZZ_RUNS ?? 20);
const statusByWireCode = new Map(
  errorCodes.map((code) => [wireStatusOf(code), httpStatusByCode[code]]),
);
/** A V8 stack frame, or a path of this machine: neither may reach a caller. */
const leakedInternals = /\n\s+at .+[:(]|node_modules|\/server\/|\.ts:\d+/;

/** Besides the random runs: each function with all its fields at once set to one sharp value. */
function everyFieldSetTo(contract: FunctionContract): [unknown][] {
  const { names } = fieldsOf(contract);
  return ['\u0000', '\ud800', 'a'.repeat(1_000_000), null, -1, 1e308, [], {}].map((value) => [
    Object.fromEntries(names.map((name) => [name, value])),
  ]);
}

describe('every function answers hostile input with a contract error, never a crash', () => {
  let testApp: TestApp;
  let caller: TestUser;
  let knownIds: string[];

  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
    caller = await buildUser(testApp, { systemAdmin: true });
    const workspace = await callFunction<{ id: string }>(
      testApp,
      'workspaces.create',
      { name: 'Fuzzed workspace' },
      { cookie: caller.cookie },
    );
    knownIds = [workspace.result.id, caller.id];
  });
  afterAll(() => testApp?.close());

  it.each(allFunctionContracts.map((contract) => [contract.name, contract] as const))(
    '%s',
    async (_name, contract) => {
      await fc.assert(
        fc.asyncProperty(hostileInput(contract, knownIds), async (data) => {
          const response = await testApp.app.inject({
            method: 'POST',
            url: `/api/functions/${contract.name}`,
            headers: {
              'content-type': 'application/json',
              origin: testApp.origin,
              cookie: caller.cookie,
            },
            payload: JSON.stringify({ data }),
          });
          expect(response.statusCode).not.toBe(500);
          expect(response.body).not.toMatch(leakedInternals);
          if (response.statusCode === 200) return;
          const error = (response.json() as { error?: { status?: string } }).error;
          expect(statusByWireCode.get(error?.status ?? '')).toBe(response.statusCode);
        }),
        { numRuns: runsPerFunction, examples: everyFieldSetTo(contract) },
      );
    },
  );

  it.each(['Parks\u0000', 'Parks\ud800'])(
    'refuses text the database could not store (%j) at its field',
    async (name) => {
      const response = await callFunction(
        testApp,
        'workspaces.create',
        { name },
        { cookie: caller.cookie },
      );
      expect(response.status).toBe(400);
      expect(response.error?.details?.fields).toEqual({ name: ['unstorableCharacter'] });
    },
  );

  it('answers bodies nested a million deep or over the size limit with a contract error', async () => {
    const depth = 1_000_000;
    const bodies = [
      `{"data":{"name":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
      JSON.stringify({ data: { name: 'a'.repeat(11 * 1024 * 1024) } }),
    ];
    for (const payload of bodies) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/functions/workspaces.create',
        headers: {
          'content-type': 'application/json',
          origin: testApp.origin,
          cookie: caller.cookie,
        },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    }
  });
});
