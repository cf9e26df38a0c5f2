import type { Page } from 'playwright-core';
import type { Locale } from '#contract/locales.js';
import type { TestUser } from '#server/test-support/accounts.js';
import { shows } from './page-state.js';
import { textsOf } from './texts.js';

/** Logs in through the login page as a person does, then waits for their name in the header. */
export async function logIn(page: Page, locale: Locale, user: TestUser): Promise<void> {
  const auth = textsOf(locale, 'auth');
  await page.goto('/login');
  await page.getByLabel(auth('login.email')).fill(user.email);
  await page.getByLabel(auth('login.password')).fill(user.password);
  await page.getByRole('button', { name: auth('login.submit') }).click();
  await shows(page.getByRole('banner').getByRole('button', { name: user.name }), user.name);
}
