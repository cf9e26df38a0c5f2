import type { Page } from 'playwright-core';
import type { Locale } from '#contract/locales.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { openPage } from './browser.js';
import type { Journey } from './journey-app.js';

/**
 * A page whose browser is already signed in as a new verified user (journeys that are not about
 * signing in start here): the session cookie comes from a real sign-in through better-auth.
 */
export async function openSignedInPage(
  journey: Journey,
  options: { locale: Locale; user?: TestUser; name?: string },
): Promise<{ page: Page; user: TestUser }> {
  const user =
    options.user ?? (await buildUser(journey.app, options.name ? { name: options.name } : {}));
  const page = await openPage(journey.browser, {
    locale: options.locale,
    baseUrl: journey.baseUrl,
  });
  const url = new URL(journey.baseUrl);
  await page.context().addCookies(
    user.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return {
        name: name!,
        value: value.join('='),
        domain: url.hostname,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax' as const,
      };
    }),
  );
  return { page, user };
}
