import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { openPage } from './support/browser.js';
import { useJourneyApp } from './support/journey-app.js';
import { storedItem, waitForTitle } from './support/page-state.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
const otherLocale: Record<Locale, Locale> = { en: 'ja', ja: 'en' };

describe.each(locales)('a visitor whose browser speaks %s', (locale) => {
  const common = textsOf(locale, 'common');
  const pages = textsOf(locale, 'pages');

  it('sees the home page in that language, with the Login button', async () => {
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: pages('home.visitor.heading') }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('link', { name: common('header.login') })
      .click();
    await page.waitForURL(journey.baseUrl + '/login');
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    // The browser tab names the page too (React hoists each page's <title>).
    await waitForTitle(page, `${textsOf(locale, 'auth')('login.title')} · ${common('appName')}`);
    await page.screenshot({ path: `e2e/artifacts/login-${locale}.png` });
  });

  it('switches to the other language, and the choice survives a reload', async () => {
    const chosen = otherLocale[locale];
    const chosenPages = textsOf(chosen, 'pages');
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: pages('home.visitor.heading') }).waitFor();

    await page
      .getByLabel(common('header.language'))
      .selectOption({ label: common(`languages.${chosen}`) });
    await page
      .getByRole('heading', { level: 1, name: chosenPages('home.visitor.heading') })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(chosen);

    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: chosenPages('home.visitor.heading') })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(chosen);
    expect(await storedItem(page, 'locale')).toBe(chosen);
    expect(await page.getByLabel(textsOf(chosen, 'common')('header.language')).inputValue()).toBe(
      chosen,
    );
  });

  it('finds a not-found page at an unknown address, with a way home', async () => {
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: pages('notFound.title') }).waitFor();
    await page.getByRole('link', { name: pages('notFound.home') }).click();
    await page.waitForURL(journey.baseUrl + '/');
  });
});
