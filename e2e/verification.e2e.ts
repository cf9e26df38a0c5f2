import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { users } from '../server/db/schema/index.js';
import { authRequest } from '../server/test-support/accounts.js';
import { openPage } from './support/browser.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, findText, shows } from './support/page-state.js';
import { mailCount, waitForVerificationLink } from './support/mail.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();

describe.each(locales)('a confirmation link (%s)', (locale) => {
  const auth = textsOf(locale, 'auth');
  const common = textsOf(locale, 'common');

  it('that expired offers a new one; the new one signs in; used again it says so', async () => {
    const email = `late-${locale}@example.org`;
    const signUp = await authRequest(journey.app, '/sign-up/email', {
      name: `Late ${locale}`,
      email,
      password: 'a long enough password',
      locale,
    });
    expect(signUp.statusCode).toBe(200);
    const [user] = await journey.app.runtime.db.select().from(users).where(eq(users.email, email));
    // A link made a minute ago that lived for one second: what a user finds in yesterday's mail.
    const expired = await createEmailVerificationToken(
      journey.app.config.secret,
      email,
      undefined,
      -60,
      { userId: user!.id },
    );

    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto(`/signup/verification/${expired}`);
    await findHeading(page, auth('verification.expiredTitle'));
    expect(await page.getByLabel(auth('resend.email')).inputValue()).toBe(email);
    await page.screenshot({ path: `e2e/artifacts/verification-expired-${locale}.png` });
    // The sign-up mail first, so that the resent one can be told apart.
    await waitForVerificationLink(journey.app, email);
    const mailsBefore = await mailCount(journey.app, email);
    await page.getByRole('button', { name: auth('resend.submit') }).click();
    await findText(page, auth('resend.sent', { email }));

    const newLink = await waitForVerificationLink(journey.app, email, { mailsBefore });
    await page.goto(newLink);
    await page.waitForURL(journey.baseUrl + '/');
    await shows(
      page.getByRole('banner').getByRole('button', { name: `Late ${locale}` }),
      `Late ${locale}`,
    );

    const elsewhere = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await elsewhere.goto(newLink);
    await findHeading(elsewhere, auth('verification.usedTitle'));
    await elsewhere.getByRole('link', { name: auth('verification.login') }).click();
    await elsewhere.waitForURL(journey.baseUrl + '/login');
  });

  it('that is not a link of ours says it is not valid', async () => {
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.goto('/signup/verification/not-a-real-token');
    await findHeading(page, auth('verification.invalidTitle'));
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: common('header.login') })
        .isVisible(),
    ).toBe(true);
  });
});
