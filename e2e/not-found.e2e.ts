import { randomUUID } from 'node:crypto';
import { beforeAll, describe, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, shows } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
let user: TestUser;

beforeAll(async () => {
  user = await buildUser(journey.app, { name: 'Nao Notfound' });
});

/** Addresses a person might type or paste wrongly: malformed ids and ids of nothing. */
const wrongAddresses = [
  '/workspaces/not-an-id',
  `/workspaces/${randomUUID()}`,
  `/workspaces/${randomUUID()}/${randomUUID()}`,
  `/workspaces/${randomUUID()}/not-an-id/also-wrong/edit`,
  `/workspaces/${randomUUID()}/${randomUUID()}/${randomUUID()}/conflict`,
];

describe.each(locales)('a wrong id in the address (%s)', (locale) => {
  const pages = textsOf(locale, 'pages');

  it.each(wrongAddresses)('%s shows the not-found page with a way home', async (address) => {
    const { page } = await openSignedInPage(journey, { locale, user });
    await page.goto(address);
    await findHeading(page, pages('notFound.title'));
    await shows(page.getByRole('link', { name: pages('notFound.home') }), pages('notFound.home'));
  });
});
