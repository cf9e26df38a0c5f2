import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { users } from '../server/db/schema/index.js';
import { freePort } from '../server/test-support/free-port.js';
import {
  startOpenIdProvider,
  type OpenIdProvider,
} from '../server/test-support/openid-provider.js';
import { startTestApp, type TestApp } from '../server/test-support/test-app.js';
import { launchBrowser, openPage } from './support/browser.js';
import { findText, shows } from './support/page-state.js';
import { textsOf } from './support/texts.js';

/**
 * The organisation's OpenID provider (the certified oidc-provider, on a free port) beside the app:
 * a person logs in with "Log in with City Hall ID", types their password at the provider only,
 * and comes back signed in; a sign-in cancelled at the provider is explained on the login page.
 */
describe('single sign-on in the browser', () => {
  let provider: OpenIdProvider;
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    [provider, browser] = await Promise.all([
      startOpenIdProvider({ appBaseUrl: `http://localhost:${port}` }),
      launchBrowser(),
    ]);
    app = await startTestApp({
      port,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_NAME: 'City Hall ID',
      },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await provider?.close();
  });

  const atProvider = async (page: Page, email: string, password: string) => {
    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  it.each(locales)(
    '%s: logs in through the provider, making the account, and logs out',
    async (locale: Locale) => {
      const auth = textsOf(locale, 'auth');
      const common = textsOf(locale, 'common');
      const email = `${locale}.tanaka@city.example.jp`;
      provider.addAccount({ email, password: 'provider pass', name: `田中 ${locale}` });
      const page = await openPage(browser, { locale, baseUrl: app.config.baseUrl });
      await page.goto('/login');
      const button = page.getByRole('button', {
        name: auth('login.singleSignOn', { name: 'City Hall ID' }),
      });
      await shows(button, auth('login.singleSignOn', { name: 'City Hall ID' }));
      await saveScreenshot(page, `login-sso-${locale}`);
      await button.click();
      await atProvider(page, email, 'provider pass');

      const badge = page.getByRole('banner').getByRole('button', { name: `田中 ${locale}` });
      await shows(badge, `田中 ${locale}`);
      const [user] = await app.runtime.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ name: `田中 ${locale}`, emailVerified: true });

      await badge.click();
      await page.getByRole('menuitem', { name: common('header.logout') }).click();
      // Signed out once the header offers to log in: the home page was already on screen, so its
      // address says nothing, and leaving before the sign-out's answer would cancel it.
      await shows(
        page.getByRole('banner').getByRole('link', { name: common('header.login') }),
        common('header.login'),
      );
      expect(new URL(page.url()).pathname).toBe('/');
      await page.goto('/settings');
      await page.waitForURL((url) => url.pathname === '/login');
    },
  );

  it('explains a sign-in cancelled at the provider, and lets the person try again', async () => {
    const auth = textsOf('en', 'auth');
    provider.addAccount({
      email: 'cancel@city.example.jp',
      password: 'provider pass',
      name: 'Cancel',
    });
    const page = await openPage(browser, { locale: 'en', baseUrl: app.config.baseUrl });
    await page.goto('/login');
    await page
      .getByRole('button', { name: auth('login.singleSignOn', { name: 'City Hall ID' }) })
      .click();
    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await findText(page, auth('login.singleSignOnErrors.access_denied', { name: 'City Hall ID' }));
    await saveScreenshot(page, 'login-sso-refused-en');
    const [user] = await app.runtime.db
      .select()
      .from(users)
      .where(eq(users.email, 'cancel@city.example.jp'));
    expect(user).toBeUndefined();
  });
});

/** SCREENSHOT_DIR set: the screens a reviewer looks at, in both languages. */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
