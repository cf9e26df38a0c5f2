import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test-support/accounts.js';
import { callFunction } from '../../test-support/call-function.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('system settings: how long logs are kept', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
    admin = await buildUser(testApp, { name: 'Admin' });
    member = await buildUser(testApp, { name: 'Member' });
  });
  afterAll(() => testApp?.close());

  it('keeps check logs and events a year and histories for ever until the administrator sets periods', async () => {
    const answer = await callFunction(testApp, 'system.getSettings', {}, { cookie: admin.cookie });
    expect(answer.result).toMatchObject({
      retention: { checkLogDays: 365, eventDays: 365, historyDays: null },
    });

    const retention = { checkLogDays: 90, eventDays: 30, historyDays: 3650 };
    const saved = await callFunction(
      testApp,
      'system.updateSettings',
      { retention },
      { cookie: admin.cookie },
    );
    expect(saved.result).toMatchObject({ retention, enableRegistrations: true });
    const read = await callFunction(testApp, 'system.getSettings', {}, { cookie: admin.cookie });
    expect(read.result).toMatchObject({ retention });
  });

  it('refuses periods that are not whole days from 1 to 3650, naming the field, and keeps the old ones', async () => {
    const before = (await callFunction(testApp, 'system.getSettings', {})).result;
    for (const retention of [
      { checkLogDays: 0, eventDays: 30, historyDays: null },
      { checkLogDays: 30, eventDays: 3651, historyDays: null },
      { checkLogDays: 30, eventDays: 30, historyDays: 1.5 },
      { checkLogDays: null, eventDays: 30, historyDays: null },
    ]) {
      const response = await callFunction(
        testApp,
        'system.updateSettings',
        { retention },
        { cookie: admin.cookie },
      );
      expect(response.status, JSON.stringify(retention)).toBe(400);
      const fields = response.error?.details?.fields ?? {};
      expect(Object.values(fields).flat()).toContain('retentionDays');
    }
    expect((await callFunction(testApp, 'system.getSettings', {})).result).toEqual(before);
  });

  it('lets only the system administrator change the periods', async () => {
    const response = await callFunction(
      testApp,
      'system.updateSettings',
      { retention: { checkLogDays: 1, eventDays: 1, historyDays: 1 } },
      { cookie: member.cookie },
    );
    expect(response.status).toBe(403);
  });
});
