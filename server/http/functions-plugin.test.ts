import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../test-support/accounts.js';
import { callFunction } from '../test-support/call-function.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

describe('POST /api/functions/{name}', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
    admin = await buildUser(testApp, { name: 'Admin' });
    member = await buildUser(testApp, { name: 'Member' });
  });
  afterAll(() => testApp?.close());

  it('answers 200 {result} for a public function without a session', async () => {
    const response = await callFunction(testApp, 'system.getSettings', {});
    expect(response).toMatchObject({ status: 200, result: { enableRegistrations: true } });
  });

  it('answers 404 NOT_FOUND for an unknown function', async () => {
    const response = await callFunction(testApp, 'nothing.here', {});
    expect(response.status).toBe(404);
    expect(response.error?.status).toBe('NOT_FOUND');
  });

  it('answers 400 INVALID_ARGUMENT for a body without data or not JSON', async () => {
    for (const payload of ['{"nodata":1}', 'not json', '[]']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/functions/system.getSettings',
        headers: { 'content-type': 'application/json', origin: testApp.origin },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('answers 401 UNAUTHENTICATED for a signed-in function without a session', async () => {
    const response = await callFunction(testApp, 'session.updateProfile', { displayName: 'X' });
    expect(response.status).toBe(401);
    expect(response.error?.status).toBe('UNAUTHENTICATED');
  });

  it('answers 400 with field errors when the input fails its schema', async () => {
    const response = await callFunction(
      testApp,
      'session.updateProfile',
      { displayName: '' },
      { cookie: member.cookie },
    );
    expect(response.status).toBe(400);
    expect(response.error?.details?.fields?.displayName).toHaveLength(1);
  });

  it('checks permission before the handler: a non-administrator cannot change system settings', async () => {
    const response = await callFunction(
      testApp,
      'system.updateSettings',
      { enableRegistrations: false },
      { cookie: member.cookie },
    );
    expect(response.status).toBe(403);
    expect(response.error?.status).toBe('PERMISSION_DENIED');
    expect((await callFunction(testApp, 'system.getSettings', {})).result).toEqual({
      enableRegistrations: true,
      retention: { checkLogDays: 365, eventDays: 365, historyDays: null },
      signIn: { password: true, singleSignOn: null },
      avatars: 'external',
    });
  });

  it('makes the first account the system administrator, who may close registrations', async () => {
    expect(
      (await callFunction(testApp, 'session.get', {}, { cookie: admin.cookie })).result,
    ).toMatchObject({
      user: { displayName: 'Admin', isSystemAdmin: true },
    });
    expect(
      (await callFunction(testApp, 'session.get', {}, { cookie: member.cookie })).result,
    ).toMatchObject({
      user: { displayName: 'Member', isSystemAdmin: false },
    });
    const closed = await callFunction(
      testApp,
      'system.updateSettings',
      { enableRegistrations: false },
      { cookie: admin.cookie },
    );
    expect(closed.result).toMatchObject({ enableRegistrations: false });
    await callFunction(
      testApp,
      'system.updateSettings',
      { enableRegistrations: true },
      { cookie: admin.cookie },
    );
  });

  it('refuses a cookie session from an untrusted origin', async () => {
    const response = await callFunction(
      testApp,
      'session.get',
      {},
      {
        cookie: member.cookie,
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(response.status).toBe(403);
  });

  it('updates the display name and returns the new claims', async () => {
    const response = await callFunction(
      testApp,
      'session.updateProfile',
      { displayName: '  Hanako  ' },
      { cookie: member.cookie },
    );
    expect(response.result).toMatchObject({ displayName: 'Hanako' });
    expect(
      (await callFunction(testApp, 'session.get', {}, { cookie: member.cookie })).result,
    ).toMatchObject({
      user: { displayName: 'Hanako' },
    });
  });
});
