import { describe, expect, it } from 'vitest';
import { callFunction } from '../test-support/call-function.js';
import { useAdminAndMember } from '../test-support/use-admin-and-member.js';

describe('POST /api/functions/{name}', () => {
  const world = useAdminAndMember();

  it('answers 200 {result} for a public function without a session', async () => {
    const response = await world.call('system.getSettings', {});
    expect(response).toMatchObject({ status: 200, result: { enableRegistrations: true } });
  });

  it('answers 404 NOT_FOUND for an unknown function', async () => {
    const response = await world.call('nothing.here', {});
    expect(response.status).toBe(404);
    expect(response.error?.status).toBe('NOT_FOUND');
  });

  it('answers 400 INVALID_ARGUMENT for a body without data or not JSON', async () => {
    for (const payload of ['{"nodata":1}', 'not json', '[]']) {
      const response = await world.testApp.app.inject({
        method: 'POST',
        url: '/api/functions/system.getSettings',
        headers: { 'content-type': 'application/json', origin: world.testApp.origin },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('answers 401 UNAUTHENTICATED for a signed-in function without a session', async () => {
    const response = await world.call('account.updateProfile', {
      displayName: 'X',
    });
    expect(response.status).toBe(401);
    expect(response.error?.status).toBe('UNAUTHENTICATED');
  });

  it('answers 400 with field errors when the input fails its schema', async () => {
    const response = await world.call('account.updateProfile', { displayName: '' }, world.member);
    expect(response.status).toBe(400);
    expect(response.error?.details?.fields?.displayName).toHaveLength(1);
  });

  it('checks permission before the handler: a non-administrator cannot change system settings', async () => {
    const response = await world.call(
      'system.updateSettings',
      { enableRegistrations: false },
      world.member,
    );
    expect(response.status).toBe(403);
    expect(response.error?.status).toBe('PERMISSION_DENIED');
    expect((await world.call('system.getSettings', {})).result).toEqual({
      enableRegistrations: true,
      retention: { checkLogDays: 365, eventDays: 365, historyDays: null },
      signIn: { password: true, singleSignOn: null },
      avatars: 'external',
    });
  });

  it('makes the first account the system administrator, who may close registrations', async () => {
    expect((await world.call('account.get', {}, world.admin)).result).toMatchObject({
      user: { displayName: 'Admin', isSystemAdmin: true },
    });
    expect((await world.call('account.get', {}, world.member)).result).toMatchObject({
      user: { displayName: 'Member', isSystemAdmin: false },
    });
    const closed = await world.call(
      'system.updateSettings',
      { enableRegistrations: false },
      world.admin,
    );
    expect(closed.result).toMatchObject({ enableRegistrations: false });
    await world.call('system.updateSettings', { enableRegistrations: true }, world.admin);
  });

  it('refuses a cookie session from an untrusted origin', async () => {
    const response = await callFunction(
      world.testApp,
      'account.get',
      {},
      {
        cookie: world.member.cookie,
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(response.status).toBe(403);
  });

  it('updates the display name and returns the new claims', async () => {
    const response = await world.call(
      'account.updateProfile',
      { displayName: '  Hanako  ' },
      world.member,
    );
    expect(response.result).toMatchObject({ displayName: 'Hanako' });
    expect((await world.call('account.get', {}, world.member)).result).toMatchObject({
      user: { displayName: 'Hanako' },
    });
  });
});
