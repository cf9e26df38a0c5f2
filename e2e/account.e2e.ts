import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { users } from '../server/db/schema/index.js';
import { openPage } from './support/browser.js';
import { useJourneyApp } from './support/journey-app.js';
import { waitForVerificationLink } from './support/mail.js';
import {
  findHeading,
  findText,
  settle,
  shows,
  waitForFocusInside,
  waitForFocusOn,
} from './support/page-state.js';
import { specWords } from './support/spec-words.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();

/**
 * An opened menu takes the focus, then listens for outside clicks from a zero-delay timer (Radix):
 * wait for the focus, then for the page's pending zero-delay tasks, as a person's reaction would.
 */
async function menuReady(page: Page): Promise<void> {
  await waitForFocusInside(page, '[role=menu]');
  await settle(page);
}

/** From now on, counts the page's calls to /api/functions/ (read with functionCallsSoFar). */
async function countFunctionCalls(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.functionCalls = 0;
    const send = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/functions/')) window.functionCalls += 1;
      return send(input, init);
    };
  })()`);
}

function functionCallsSoFar(page: Page): Promise<number> {
  return page.evaluate('window.functionCalls') as Promise<number>;
}

const newcomers: Record<Locale, { name: string; renamed: string; email: string }> = {
  en: { name: 'Alex Morgan', renamed: 'Alex Morgan (Open Data)', email: 'Alex.Morgan@Example.org' },
  ja: { name: '山田 花子', renamed: '山田 花子（情報政策課）', email: 'hanako.yamada@example.jp' },
};

describe.each(locales)('a newcomer (%s)', (locale) => {
  const common = textsOf(locale, 'common');
  const pages = textsOf(locale, 'pages');
  const auth = textsOf(locale, 'auth');
  const settings = textsOf(locale, 'settings');
  const person = newcomers[locale];

  it('signs up, confirms from the mail, uses the menu, renames themselves and logs out', async () => {
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/');
    await findHeading(page, pages('home.visitor.heading'));
    await page.getByRole('link', { name: pages('home.visitor.signup') }).click();

    await findHeading(page, auth('signup.title'));
    await page.getByLabel(auth('signup.displayName')).fill(person.name);
    await page.getByLabel(auth('signup.email')).fill(person.email);
    await page.getByLabel(auth('signup.password')).fill('short');
    await page.getByLabel(auth('signup.displayName')).focus();
    // Inline validation speaks the user's language before anything is sent.
    await findText(page, common('validation.passwordTooShort'));
    await page.getByLabel(auth('signup.password')).fill('a long enough password');
    await page.getByRole('button', { name: auth('signup.submit') }).click();
    await findHeading(page, auth('checkInbox.title'));
    await findText(page, auth('checkInbox.body', { email: person.email }));

    const link = await waitForVerificationLink(journey.app, person.email.toLowerCase());
    await page.goto(link);
    await page.waitForURL(journey.baseUrl + '/');

    // Signed in: the header shows the name and an avatar made from the address.
    const userButton = page.getByRole('banner').getByRole('button', { name: person.name });
    await shows(userButton, person.name);
    const emailHash = createHash('sha256').update(person.email.trim().toLowerCase()).digest('hex');
    expect(await userButton.locator('[data-avatar-hash]').getAttribute('data-avatar-hash')).toBe(
      emailHash,
    );
    expect(await userButton.locator('[data-avatar-hash] svg rect').count()).toBeGreaterThan(1);
    const avatarBox = await userButton.locator('[data-avatar-hash]').boundingBox();
    expect([avatarBox?.width, avatarBox?.height]).toEqual([44, 44]);
    await page.screenshot({ path: `e2e/artifacts/signed-in-${locale}.png` });

    const [row] = await journey.app.runtime.db
      .select()
      .from(users)
      .where(eq(users.email, person.email.toLowerCase()));
    expect(row).toMatchObject({ name: person.name, emailVerified: true, locale });

    // The menu toggles, closes on Escape and on a click outside, and works by keyboard.
    const menu = page.getByRole('menu');
    await userButton.click();
    await menuReady(page);
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(
      locale === 'en'
        ? [...specWords.menu]
        : [common('header.workspaces'), common('header.settings'), common('header.logout')],
    );
    await page.screenshot({ path: `e2e/artifacts/menu-${locale}.png` });
    await userButton.click();
    await menu.waitFor({ state: 'detached' });
    await userButton.click();
    await menuReady(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await userButton.click();
    await menuReady(page);
    await page.mouse.click(640, 600);
    await menu.waitFor({ state: 'detached' });
    await userButton.focus();
    await page.keyboard.press('Enter');
    await menuReady(page);
    await page.keyboard.press('ArrowDown');
    await waitForFocusOn(page.getByRole('menuitem', { name: common('header.settings') }));
    await page.keyboard.press('Enter');
    await page.waitForURL(journey.baseUrl + '/settings');

    await findHeading(page, settings('title'));
    await findHeading(page, settings('workspaces.heading'), 2);

    // Coming back to the window, or back online, does not read the page's data again (spec §9).
    await countFunctionCalls(page);
    await page.evaluate(`for (const target of [document, window]) {
      target.dispatchEvent(new Event('visibilitychange'));
      target.dispatchEvent(new Event('focus'));
    }`);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await settle(page);
    expect(await functionCallsSoFar(page)).toBe(0);

    const displayName = page.getByLabel(settings('account.displayName'));
    expect(await displayName.inputValue()).toBe(person.name);
    await displayName.fill(person.renamed);
    await page.getByRole('button', { name: settings('account.save'), exact: true }).click();
    await findText(page, settings('account.saved'));
    expect(await functionCallsSoFar(page)).toBeGreaterThan(0);
    await shows(
      page.getByRole('banner').getByRole('button', { name: person.renamed }),
      person.renamed,
    );
    const [renamed] = await journey.app.runtime.db
      .select()
      .from(users)
      .where(eq(users.id, row!.id));
    expect(renamed?.name).toBe(person.renamed);
    await page.screenshot({ path: `e2e/artifacts/settings-${locale}.png`, fullPage: true });

    await page.getByRole('banner').getByRole('button', { name: person.renamed }).click();
    await page.getByRole('menuitem', { name: common('header.logout') }).click();
    await page.waitForURL(journey.baseUrl + '/');
    await shows(
      page.getByRole('banner').getByRole('link', { name: common('header.login') }),
      common('header.login'),
    );
    await findHeading(page, pages('home.visitor.heading'));
  });
});
