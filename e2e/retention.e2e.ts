import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { callFunction } from '../server/test-support/call-function.js';
import { artifactsDir } from './support/browser.js';
import { useJourneyApp } from './support/journey-app.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
let admin: TestUser;

beforeAll(async () => {
  // The first account administers the system.
  admin = await buildUser(journey.app, { name: 'Administrator' });
});

describe.each(locales)('the administrator sets how long logs are kept (%s)', (locale) => {
  const settings = textsOf(locale, 'settings');
  const validation = textsOf(locale, 'validation');

  it('refuses a period that is not whole days from 1 to 3650 and saves good ones', async () => {
    const { page } = await openSignedInPage(journey, { locale, user: admin });
    await page.goto('/settings');
    const form = page.getByRole('form', { name: settings('system.retention.heading') });
    await form.getByLabel(settings('system.retention.checkLogDays')).fill('0');
    await form.getByRole('button', { name: settings('system.retention.save') }).click();
    await form.getByText(validation('retentionDays')).waitFor();
    await page.screenshot({
      path: path.join(artifactsDir, `retention-invalid-${locale}.png`),
      fullPage: true,
    });

    await form.getByLabel(settings('system.retention.checkLogDays')).fill('90');
    await form.getByLabel(settings('system.retention.historyDays')).fill('');
    await form.getByRole('button', { name: settings('system.retention.save') }).click();
    await page.getByText(settings('system.saved')).waitFor();
    await page.screenshot({
      path: path.join(artifactsDir, `retention-saved-${locale}.png`),
      fullPage: true,
    });
    expect((await callFunction(journey.app, 'system.getSettings', {})).result).toMatchObject({
      retention: { checkLogDays: 90, eventDays: 365, historyDays: null },
    });
  });
});
