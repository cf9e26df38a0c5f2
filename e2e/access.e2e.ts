import { describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { buildUser } from '../server/test-support/accounts.js';
import { openPage } from './support/browser.js';
import { useJourneyApp } from './support/journey-app.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();

describe.each(locales)('a signed-out user (%s)', (locale) => {
  const auth = textsOf(locale, 'auth');
  const errors = textsOf(locale, 'errors');
  const pages = textsOf(locale, 'pages');

  it('opening a protected page goes to the login, and back there after logging in', async () => {
    const user = await buildUser(journey.app, { name: `Protected ${locale}` });
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    const target = '/workspaces/w-1/i-1/api-key';
    await page.goto(target);
    await page.waitForURL(`${journey.baseUrl}/login?next=${encodeURIComponent(target)}`);
    await page.getByRole('heading', { level: 1, name: auth('login.title') }).waitFor();

    // A wrong password is refused in the user's language, without saying whether the address exists.
    await page.getByLabel(auth('login.email')).fill(user.email);
    await page.getByLabel(auth('login.password')).fill('not the password');
    await page.getByRole('button', { name: auth('login.submit') }).click();
    expect(await page.getByRole('alert').textContent()).toBe(
      errors('auth.INVALID_EMAIL_OR_PASSWORD'),
    );
    await page.screenshot({ path: `e2e/artifacts/login-error-${locale}.png` });

    await page.getByLabel(auth('login.password')).fill(user.password);
    await page.getByRole('button', { name: auth('login.submit') }).click();
    await page.waitForURL(journey.baseUrl + target);
    // api-key is a page of its own, not a dataset called "api-key".
    await page.getByRole('heading', { level: 1, name: pages('titles.apiKey') }).waitFor();
  });

  it('a stranger trying an unknown address gets the same refusal as a wrong password', async () => {
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/settings');
    await page.getByLabel(auth('login.email')).fill(`nobody-${locale}@example.org`);
    await page.getByLabel(auth('login.password')).fill('whatever password');
    await page.getByRole('button', { name: auth('login.submit') }).click();
    expect(await page.getByRole('alert').textContent()).toBe(
      errors('auth.INVALID_EMAIL_OR_PASSWORD'),
    );
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
