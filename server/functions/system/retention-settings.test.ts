import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '#server/test-support/use-admin-and-member.js';

describe('system settings: how long logs are kept', () => {
  const world = useAdminAndMember();

  it('keeps check logs and events a year and histories for ever until the administrator sets periods', async () => {
    const answer = await world.call('system.getSettings', {}, world.admin);
    expect(answer.result).toMatchObject({
      retention: { checkLogDays: 365, eventDays: 365, historyDays: null },
    });

    const retention = { checkLogDays: 90, eventDays: 30, historyDays: 3650 };
    const saved = await world.call('system.updateSettings', { retention }, world.admin);
    expect(saved.result).toMatchObject({ retention, enableRegistrations: true });
    const read = await world.call('system.getSettings', {}, world.admin);
    expect(read.result).toMatchObject({ retention });
  });

  it('refuses periods that are not whole days from 1 to 3650, naming the field, and keeps the old ones', async () => {
    const before = (await world.call('system.getSettings', {})).result;
    for (const retention of [
      { checkLogDays: 0, eventDays: 30, historyDays: null },
      { checkLogDays: 30, eventDays: 3651, historyDays: null },
      { checkLogDays: 30, eventDays: 30, historyDays: 1.5 },
      { checkLogDays: null, eventDays: 30, historyDays: null },
    ]) {
      const response = await world.call('system.updateSettings', { retention }, world.admin);
      expect(response.status, JSON.stringify(retention)).toBe(400);
      const fields = response.error?.details?.fields ?? {};
      expect(Object.values(fields).flat()).toContain('retentionDays');
    }
    expect((await world.call('system.getSettings', {})).result).toEqual(before);
  });

  it('lets only the system administrator change the periods', async () => {
    const response = await world.call(
      'system.updateSettings',
      { retention: { checkLogDays: 1, eventDays: 1, historyDays: 1 } },
      world.member,
    );
    expect(response.status).toBe(403);
  });
});
