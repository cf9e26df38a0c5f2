import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { projectRoot } from '../server/lib/project-root.js';
import { openPage } from './support/browser.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, shows, storedItem, waitForTitle } from './support/page-state.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
const otherLocale: Record<Locale, Locale> = { en: 'ja', ja: 'en' };

/**
 * What a first visit to /login downloads before the form shows. Lazy pages keep the rest out;
 * this budget catches a page or a library slipping into the start-up code.
 */
const loginJavaScriptBudgetKilobytes = 230;

describe.each(locales)('a visitor whose browser speaks %s', (locale) => {
  const common = textsOf(locale, 'common');
  const pages = textsOf(locale, 'pages');

  it('sees the home page in that language, with the Login button', async () => {
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/');
    await findHeading(page, pages('home.visitor.heading'));
    await page
      .getByRole('banner')
      .getByRole('link', { name: common('header.login') })
      .click();
    await page.waitForURL(journey.baseUrl + '/login');
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    // The browser tab names the page too (React hoists each page's <title>).
    await waitForTitle(page, `${textsOf(locale, 'auth')('login.title')} · ${common('appName')}`);
    await page.screenshot({ path: `e2e/artifacts/login-${locale}.png` });

    // The header's logo and the product name lead home from every page.
    const logo = page.getByRole('banner').getByRole('link', { name: common('header.home') });
    expect(await logo.locator('svg').count()).toBe(1);
    expect((await logo.locator('svg').boundingBox())?.width).toBeGreaterThan(0);
    expect(await logo.innerText()).toBe(common('appName'));
    await logo.click();
    await page.waitForURL(journey.baseUrl + '/');
    await findHeading(page, pages('home.visitor.heading'));
  });

  it('switches to the other language, and the choice survives a reload', async () => {
    const chosen = otherLocale[locale];
    const chosenPages = textsOf(chosen, 'pages');
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/');
    await findHeading(page, pages('home.visitor.heading'));

    await page
      .getByLabel(common('header.language'))
      .selectOption({ label: common(`languages.${chosen}`) });
    await findHeading(page, chosenPages('home.visitor.heading'));
    expect(await page.locator('html').getAttribute('lang')).toBe(chosen);

    await page.reload();
    await findHeading(page, chosenPages('home.visitor.heading'));
    expect(await page.locator('html').getAttribute('lang')).toBe(chosen);
    expect(await storedItem(page, 'locale')).toBe(chosen);
    expect(await page.getByLabel(textsOf(chosen, 'common')('header.language')).inputValue()).toBe(
      chosen,
    );
  });

  it('finds a not-found page at an unknown address, with a way home', async () => {
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/no/such/page');
    await findHeading(page, pages('notFound.title'));
    await page.getByRole('link', { name: pages('notFound.home') }).click();
    await page.waitForURL(journey.baseUrl + '/');
  });

  it(`loads at most ${loginJavaScriptBudgetKilobytes} KB of gzipped JavaScript to log in`, async () => {
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === journey.baseUrl && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto('/login');
    const submit = textsOf(locale, 'auth')('login.submit');
    await shows(page.getByRole('button', { name: submit }), submit);

    const files = [...scripts].map((script) =>
      readFileSync(path.join(projectRoot, 'dist/web', script)),
    );
    const kilobytes = (sizes: number[]) =>
      (sizes.reduce((sum, size) => sum + size, 0) / 1024).toFixed(1);
    const gzipKilobytes = kilobytes(files.map((file) => gzipSync(file).length));
    console.log(
      `login page (${locale}): ${files.length} scripts, ${kilobytes(files.map((file) => file.length))} KB, ${gzipKilobytes} KB gzip`,
    );
    expect(Number(gzipKilobytes)).toBeLessThan(loginJavaScriptBudgetKilobytes);
  });
});

describe('a visitor whose browser speaks neither English nor Japanese', () => {
  it('sees the app in English, the fallback language', async () => {
    const page = await openPage(journey.browser, {
      locale: 'en',
      browserLocale: 'fr-FR',
      baseUrl: journey.baseUrl,
    });
    await page.goto('/');
    await findHeading(page, textsOf('en', 'pages')('home.visitor.heading'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const common = textsOf('en', 'common');
    expect(await page.getByLabel(common('header.language')).inputValue()).toBe('en');
    expect(await storedItem(page, 'locale')).toBeNull();
  });
});
