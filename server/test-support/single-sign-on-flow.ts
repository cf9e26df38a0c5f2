import type { TestApp } from './test-app.js';
import { cookieHeaderOf } from './accounts.js';
import type { OpenIdProvider } from './openid-provider.js';

/** What a browser holds and does between the app and the provider, kept by hand. */
export interface SignInFlow {
  /** The app's cookies (the state cookie, then the session). */
  appCookies: string;
  /** The provider's cookies (its own session: a second sign-in needs no password). */
  providerCookies: Map<string, string>;
}

export function newBrowser(): SignInFlow {
  return { appCookies: '', providerCookies: new Map() };
}

/** "Sign in with …": the app answers with the provider's authorization URL and sets its state cookie. */
export async function startSignIn(testApp: TestApp, browser: SignInFlow): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { 'content-type': 'application/json', origin: testApp.origin },
    payload: JSON.stringify({
      provider: 'sso',
      callbackURL: '/workspaces',
      errorCallbackURL: '/login',
    }),
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in/social: ${response.statusCode} ${response.body}`);
  browser.appCookies = cookieHeaderOf(response.headers['set-cookie']);
  return (response.json() as { url: string }).url;
}

/**
 * Follows the provider's redirects from `url`, answering its login page with `login` (or Cancel),
 * until it sends the browser back to the app; returns that callback URL.
 */
export async function atProvider(
  provider: OpenIdProvider,
  browser: SignInFlow,
  url: string,
  login: { email: string; password: string } | 'cancel' | 'no login page expected',
): Promise<URL> {
  let next = new URL(url);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    if (!next.href.startsWith(provider.issuer)) return next;
    const response = await fetch(next, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...browser.providerCookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body: body.toString() } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      browser.providerCookies.set(name, value);
    }
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next);
      continue;
    }
    const page = await response.text();
    if (!page.includes('<form')) throw new Error(`provider answered ${response.status}: ${page}`);
    if (login === 'no login page expected') throw new Error('the provider asked for a password');
    body =
      login === 'cancel'
        ? new URLSearchParams({ action: 'cancel' })
        : new URLSearchParams({ action: 'login', ...login });
    if (page.includes('role="alert"')) throw new Error('the provider refused the password');
  }
  throw new Error('too many redirects at the provider');
}

/** The provider's redirect back to the app: the app checks state and PKCE and signs in (or not). */
export async function finishSignIn(testApp: TestApp, browser: SignInFlow, callback: URL) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: browser.appCookies },
  });
  const session = cookieHeaderOf(response.headers['set-cookie'])
    .split('; ')
    .filter(
      (cookie) =>
        cookie.startsWith('cs.session_token=') && cookie.length > 'cs.session_token='.length,
    )
    .join('; ');
  if (session) browser.appCookies = session;
  return { status: response.statusCode, location: response.headers.location ?? '', session };
}
