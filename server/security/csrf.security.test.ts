import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../test-support/accounts.js';
import { callFunction } from '../test-support/call-function.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** Origins a page elsewhere could send, including look-alikes of ours and none at all. */
const foreignOrigins = [
  'https://evil.example',
  'null',
  'http://localhost:3000.evil.example',
  'http://localhost:30000',
  'https://localhost:3000',
  'http://127.0.0.1:3000',
];

describe('a request from another site riding on the session cookie is refused (CSRF)', () => {
  let testApp: TestApp;
  let victim: TestUser;

  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
    victim = await buildUser(testApp, { name: 'Victim' });
  });
  afterAll(() => testApp?.close());

  const displayName = async () =>
    (
      await callFunction<{ user: { displayName: string } }>(
        testApp,
        'account.get',
        {},
        { cookie: victim.cookie },
      )
    ).result.user.displayName;

  it.each(foreignOrigins)('refuses a function call from origin %s', async (origin) => {
    const response = await callFunction(
      testApp,
      'account.updateProfile',
      { displayName: 'Hijacked' },
      { cookie: victim.cookie, headers: { origin } },
    );
    expect(response.status).toBe(403);
    expect(response.error?.details?.reason).toBe('untrustedOrigin');
    expect(await displayName()).toBe('Victim');
  });

  it('refuses a function call without an Origin header', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/functions/account.updateProfile',
      headers: { 'content-type': 'application/json', cookie: victim.cookie },
      payload: JSON.stringify({ data: { displayName: 'Hijacked' } }),
    });
    expect(response.statusCode).toBe(403);
    expect(await displayName()).toBe('Victim');
  });

  it.each(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'])(
    'refuses a plain HTML form post (%s), which browsers send without asking',
    async (contentType) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/functions/account.updateProfile',
        headers: {
          'content-type': contentType,
          origin: 'https://evil.example',
          cookie: victim.cookie,
        },
        payload: '{"data":{"displayName":"Hijacked"}}',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(await displayName()).toBe('Victim');
    },
  );

  it('refuses an account change through the auth routes from another origin', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        cookie: victim.cookie,
      },
      payload: JSON.stringify({ name: 'Hijacked' }),
    });
    expect(response.statusCode).toBe(403);
    expect(await displayName()).toBe('Victim');
  });
});

describe('an install at a public address', () => {
  let testApp: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    testApp = await startTestApp({
      worker: false,
      env: { BASE_URL: 'https://steward.example.jp' },
    });
    user = await buildUser(testApp);
  });
  afterAll(() => testApp?.close());

  it("does not trust the development server's origin on the user's machine", async () => {
    const response = await callFunction(
      testApp,
      'account.updateProfile',
      { displayName: 'Hijacked' },
      { cookie: user.cookie, headers: { origin: 'http://localhost:5173' } },
    );
    expect(response.status).toBe(403);
  });
});
