import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { locales } from '../contract/locales.js';
import { users } from '../server/db/schema/index.js';
import { buildUser } from '../server/test-support/accounts.js';
import { openPage } from './support/browser.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, findText, shows } from './support/page-state.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();

describe.each(locales)('a signed-out user (%s)', (locale) => {
  const auth = textsOf(locale, 'auth');
  const errors = textsOf(locale, 'errors');
  const pages = textsOf(locale, 'pages');
  const common = textsOf(locale, 'common');

  it('opening a protected page goes to the login, and back there after logging in', async () => {
    const user = await buildUser(journey.app, { name: `Protected ${locale}` });
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    const target = '/workspaces/w-1/i-1/api-key';
    await page.goto(target);
    await page.waitForURL(`${journey.baseUrl}/login?next=${encodeURIComponent(target)}`);
    await findHeading(page, auth('login.title'));

    // A wrong password is refused in the user's language, without saying whether the address exists.
    await page.getByLabel(auth('login.email')).fill(user.email);
    await page.getByLabel(auth('login.password')).fill('not the password');
    await page.getByRole('button', { name: auth('login.submit') }).click();
    await findText(page, errors('auth.INVALID_EMAIL_OR_PASSWORD'));
    expect(await page.getByRole('alert').textContent()).toBe(
      errors('auth.INVALID_EMAIL_OR_PASSWORD'),
    );
    await page.screenshot({ path: `e2e/artifacts/login-error-${locale}.png` });

    await page.getByLabel(auth('login.password')).fill(user.password);
    await page.getByRole('button', { name: auth('login.submit') }).click();
    await page.waitForURL(journey.baseUrl + target);
    // api-key is a page of its own, not a dataset called "api-key".
    await findHeading(page, pages('titles.apiKey'));
  });

  it('a stranger trying an unknown address gets the same refusal as a wrong password', async () => {
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/settings');
    await findHeading(page, auth('login.title'));
    await page.getByLabel(auth('login.email')).fill(`nobody-${locale}@example.org`);
    await page.getByLabel(auth('login.password')).fill('whatever password');
    await page.getByRole('button', { name: auth('login.submit') }).click();
    await findText(page, errors('auth.INVALID_EMAIL_OR_PASSWORD'));
    expect(await page.getByRole('alert').textContent()).toBe(
      errors('auth.INVALID_EMAIL_OR_PASSWORD'),
    );
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it("a signed-in user's language choice also becomes the language of their mail", async () => {
    const other = locale === 'en' ? 'ja' : 'en';
    const user = await buildUser(journey.app, { name: `Bilingual ${locale}` });
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/login');
    await page.getByLabel(auth('login.email')).fill(user.email);
    await page.getByLabel(auth('login.password')).fill(user.password);
    await page.getByRole('button', { name: auth('login.submit') }).click();
    await shows(page.getByRole('banner').getByRole('button', { name: user.name }), user.name);

    await page.getByLabel(common('header.language')).selectOption(other);
    await findHeading(page, textsOf(other, 'pages')('home.user.heading', { name: user.name }));
    await vi.waitFor(async () => {
      const [row] = await journey.app.runtime.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.locale).toBe(other);
    });
  });
});
