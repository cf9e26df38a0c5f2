import type { OpenIdProvider, ProviderAccount } from './openid-provider.js';
import { atProvider, newBrowser, startSignIn } from './single-sign-on-flow.js';
import type { TestApp } from './test-app.js';

/** The password every person made at the test provider logs in with there. */
const providerPassword = 'provider pass';

/**
 * A person the provider knows is made there, then, in a new browser, clicks "Sign in with …" and
 * logs in at the provider (or presses Cancel). Returns the browser and the provider's redirect back
 * to the app, not yet followed: the test decides what the app does with it.
 */
export async function logInAtProvider(
  testApp: TestApp,
  provider: OpenIdProvider,
  person: Omit<ProviderAccount, 'password'>,
  answer: 'log in' | 'cancel' = 'log in',
) {
  provider.addAccount({ ...person, password: providerPassword });
  const browser = newBrowser();
  const login = answer === 'cancel' ? answer : { email: person.email, password: providerPassword };
  const callback = await atProvider(provider, browser, await startSignIn(testApp, browser), login);
  return { browser, callback };
}
