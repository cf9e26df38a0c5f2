import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { functionRegistry } from '../functions/registry.js';
import {
  buildAuthorizationWorld,
  type TestAuthorizationWorld,
} from '../test-support/authorization-world.js';
import { callFunction } from '../test-support/call-function.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import {
  authorizationMatrix,
  callers,
  profiles,
  type Outcome,
} from './authorization-matrix.table.js';

const statusOf: Record<Outcome, number> = {
  allowed: 200,
  denied: 403,
  'not-found': 404,
  unauthenticated: 401,
};

describe('authorization matrix: every function × every caller', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let world: TestAuthorizationWorld;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([startTestApp(), startSampleCatalogue()]);
    world = await buildAuthorizationWorld(testApp, catalogue);
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  it('has a row for every function of the registry, and none for a function that does not exist', () => {
    const registered = [...functionRegistry.keys()].sort();
    expect(registered.filter((name) => !(name in authorizationMatrix))).toEqual([]);
    expect(Object.keys(authorizationMatrix).filter((name) => !functionRegistry.has(name))).toEqual(
      [],
    );
  });

  it.each([...functionRegistry.keys()].sort())(
    '%s answers each caller as documented',
    async (name) => {
      const row = authorizationMatrix[name];
      if (!row) return; // Reported by the test above.
      const seen: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const caller of callers) {
        const input = await row.input(world, caller);
        const cookie = world.users[caller]?.cookie;
        const response = await callFunction(testApp, name, input, {
          ...(cookie ? { cookie } : {}),
          ...(row.file ? { file: row.file } : {}),
        });
        seen[caller] = response.status;
        expected[caller] = statusOf[profiles[row.profile][caller]];
        if (
          response.status !== expected[caller] &&
          response.status >= 400 &&
          response.status !== 401
        )
          seen[caller] = `${response.status} ${response.error?.details?.reason ?? ''}` as never;
      }
      expect(seen).toEqual(expected);
    },
  );
});
