import { beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { buildUser } from '../server/test-support/accounts.js';
import { callFunction } from '../server/test-support/call-function.js';
import { openPage } from './support/browser.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading } from './support/page-state.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();

beforeAll(async () => {
  // The first account administers the system; it closes registrations as its screen will later.
  const admin = await buildUser(journey.app, { name: 'Administrator' });
  const closed = await callFunction(
    journey.app,
    'system.updateSettings',
    { enableRegistrations: false },
    { cookie: admin.cookie },
  );
  expect(closed.result).toMatchObject({ enableRegistrations: false });
});

describe.each(locales)('with registrations closed (%s)', (locale) => {
  const auth = textsOf(locale, 'auth');
  const pages = textsOf(locale, 'pages');

  it('the sign-up pages lead to the login, which offers no sign-up', async () => {
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/signup');
    await page.waitForURL(journey.baseUrl + '/login');
    await findHeading(page, auth('login.title'));
    expect(await page.getByRole('link', { name: auth('login.signupLink') }).count()).toBe(0);

    await page.goto('/signup/verification/some-token');
    await page.waitForURL(journey.baseUrl + '/login');

    await page.goto('/');
    await findHeading(page, pages('home.visitor.heading'));
    expect(await page.getByRole('link', { name: pages('home.visitor.signup') }).count()).toBe(0);
  });
});
