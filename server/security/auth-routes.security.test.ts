import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { authRequest, buildUser } from '../test-support/accounts.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** better-auth's routes take input too: the same hostile values must not crash them. */
const routes = ['/sign-up/email', '/sign-in/email', '/request-password-reset', '/reset-password'];
const hostileBodies = [
  { email: 'a\u0000@example.org', password: 'a long enough password', name: 'x' },
  { email: 'a@example.org', password: 'pass\u0000word long enough', name: 'x\u0000' },
  { email: 'a'.repeat(100_000) + '@example.org', password: 'p'.repeat(100_000), name: 'x' },
  { email: ['a@example.org'], password: { $gt: '' }, name: null },
  { email: 'a@example.org', password: 'a long enough password', name: 'x', isSystemAdmin: true },
];

describe('the auth routes answer hostile input without crashing', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
  });
  afterAll(() => testApp?.close());

  it.each(routes)('%s', async (route) => {
    for (const body of [...hostileBodies, 'not json', '[]']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/auth${route}`,
        headers: { 'content-type': 'application/json', origin: testApp.origin },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      expect(response.body).not.toMatch(/\n\s+at .+[:(]|node_modules/);
    }
  });

  it('does not let a sign-up make itself system administrator', async () => {
    await buildUser(testApp);
    const email = `climber-${Date.now()}@example.org`;
    const signUp = await authRequest(testApp, '/sign-up/email', {
      email,
      password: 'a long enough password',
      name: 'Climber',
      isSystemAdmin: true,
    });
    expect(signUp.statusCode).toBeLessThan(500);
    const [user] = await testApp.runtime.db.select().from(users).where(eq(users.email, email));
    expect(user?.isSystemAdmin ?? false).toBe(false);
  });
});
