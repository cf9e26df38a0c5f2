import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../db/schema/index.js';
import { authRequest, buildUser } from '../test-support/accounts.js';
import { signUp } from '../test-support/sign-up.js';
import { callFunction } from '../test-support/call-function.js';
import { startOpenIdProvider, type OpenIdProvider } from '../test-support/openid-provider.js';
import { linkIn, waitForMail } from '../test-support/outbox.js';
import {
  atProvider,
  finishSignIn,
  newBrowser,
  startSignIn,
} from '../test-support/single-sign-on-flow.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { logInAtProvider } from '../test-support/log-in-at-provider.js';

const appBaseUrl = 'http://localhost:3000';

async function startWithProvider(env: Record<string, string> = {}) {
  const provider = await startOpenIdProvider({ appBaseUrl });
  const testApp = await startTestApp({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'City Hall ID',
      ...env,
    },
  });
  return { provider, testApp };
}

async function userByEmail(testApp: TestApp, email: string) {
  const [user] = await testApp.runtime.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe('single sign-on through an OpenID provider', () => {
  let provider: OpenIdProvider;
  let testApp: TestApp;
  beforeAll(async () => {
    ({ provider, testApp } = await startWithProvider());
  });
  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  it('signs a person in on first use, making their account, with PKCE, state and nonce', async () => {
    const { browser, callback } = await logInAtProvider(testApp, provider, {
      email: 'aiko.mori@city.example.jp',
      name: '森 愛子',
    });
    const finished = await finishSignIn(testApp, browser, callback);
    expect(finished.location).toBe('/workspaces');
    expect(finished.session).not.toBe('');

    const request = provider.authorizationRequests.at(-1)!;
    expect(request.get('code_challenge_method')).toBe('S256');
    expect(request.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(request.get('state')).toMatch(/.{16,}/);
    expect(request.get('nonce')).toMatch(/.{16,}/);
    expect(request.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));

    const session = await callFunction(testApp, 'account.get', {}, { cookie: browser.appCookies });
    expect(session.result).toMatchObject({
      user: { email: 'aiko.mori@city.example.jp', displayName: '森 愛子', emailVerified: true },
    });
    const user = await userByEmail(testApp, 'aiko.mori@city.example.jp');
    const linked = await testApp.runtime.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user!.id));
    expect(linked.map((account) => account.providerId)).toEqual(['sso']);
  });

  it('signs out of the app; a new sign-in needs no password while the provider remembers the person', async () => {
    const { browser, callback: first } = await logInAtProvider(testApp, provider, {
      email: 'ken.ito@city.example.jp',
      name: 'Ken Ito',
    });
    await finishSignIn(testApp, browser, first);
    const signOut = await authRequest(testApp, '/sign-out', {}, browser.appCookies);
    expect(signOut.statusCode).toBe(200);
    expect(
      (await callFunction(testApp, 'account.get', {}, { cookie: browser.appCookies })).result,
    ).toEqual({
      user: null,
    });

    const again = await atProvider(
      provider,
      browser,
      await startSignIn(testApp, browser),
      'no login page expected',
    );
    expect((await finishSignIn(testApp, browser, again)).session).not.toBe('');
  });

  it('asks again after the app’s session has expired', async () => {
    const { browser, callback } = await logInAtProvider(testApp, provider, {
      email: 'yui.sato@city.example.jp',
      name: 'Yui Sato',
    });
    await finishSignIn(testApp, browser, callback);
    const user = await userByEmail(testApp, 'yui.sato@city.example.jp');
    await testApp.runtime.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id));
    const expired = await callFunction(
      testApp,
      'workspaces.list',
      {},
      { cookie: browser.appCookies },
    );
    expect(expired.status).toBe(401);

    const again = await atProvider(
      provider,
      browser,
      await startSignIn(testApp, browser),
      'no login page expected',
    );
    const finished = await finishSignIn(testApp, browser, again);
    expect(finished.session).not.toBe('');
    expect(
      (await callFunction(testApp, 'workspaces.list', {}, { cookie: browser.appCookies })).status,
    ).toBe(200);
  });

  it('refuses a sign-in the person cancels at the provider, back on the login page with the reason', async () => {
    const { browser, callback } = await logInAtProvider(
      testApp,
      provider,
      { email: 'no.one@city.example.jp', name: 'No One' },
      'cancel',
    );
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const finished = await finishSignIn(testApp, browser, callback);
    expect(finished.location).toMatch(/^\/login\?error=access_denied/);
    expect(finished.session).toBe('');
    expect(await userByEmail(testApp, 'no.one@city.example.jp')).toBeUndefined();
  });

  it('refuses a callback whose state is not the one this browser was given', async () => {
    // The attacker's own sign-in, stopped before the app: its code and state in a link for a victim.
    const { browser: attacker, callback: attackerCallback } = await logInAtProvider(
      testApp,
      provider,
      { email: 'mallory@city.example.jp', name: 'Mallory' },
    );
    const victim = newBrowser();
    await startSignIn(testApp, victim);
    const planted = await finishSignIn(testApp, victim, attackerCallback);
    expect(planted.session).toBe('');
    expect(planted.location).toMatch(/error=/);

    const tampered = new URL(attackerCallback);
    tampered.searchParams.set('state', 'x'.repeat(32));
    const forged = await finishSignIn(testApp, attacker, tampered);
    expect(forged.session).toBe('');
    expect(forged.location).toMatch(/error=/);
    expect(await userByEmail(testApp, 'mallory@city.example.jp')).toBeUndefined();
  });

  it('binds the code to PKCE: without the verifier the provider will not exchange it', async () => {
    const { callback } = await logInAtProvider(testApp, provider, {
      email: 'eve@city.example.jp',
      name: 'Eve',
    });
    const token = await fetch(`${provider.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code')!,
        redirect_uri: `${appBaseUrl}/api/auth/callback/sso`,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
      }),
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('joins an existing account with the same verified address instead of making a second one', async () => {
    const existing = await buildUser(testApp, {
      email: 'hana.kato@city.example.jp',
      name: 'Hana Kato',
    });
    const { browser, callback } = await logInAtProvider(testApp, provider, {
      email: 'hana.kato@city.example.jp',
      name: 'Hana K.',
    });
    await finishSignIn(testApp, browser, callback);
    const session = await callFunction<{ user: { id: string } }>(
      testApp,
      'account.get',
      {},
      {
        cookie: browser.appCookies,
      },
    );
    expect(session.result.user.id).toBe(existing.id);
    const linked = await testApp.runtime.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, existing.id));
    expect(linked.map((account) => account.providerId).sort()).toEqual(['credential', 'sso']);
  });

  it('gives no session for an address the provider has not verified', async () => {
    const { browser, callback } = await logInAtProvider(testApp, provider, {
      email: 'unverified@city.example.jp',
      name: 'Unverified',
      emailVerified: false,
    });
    const finished = await finishSignIn(testApp, browser, callback);
    expect(finished.session).toBe('');
  });

  it('while registrations are closed, makes an account only for an invited address; the invitation then works', async () => {
    const admin = await buildUser(testApp, { systemAdmin: true });
    await callFunction(
      testApp,
      'system.updateSettings',
      { enableRegistrations: false },
      { cookie: admin.cookie },
    );
    try {
      const stranger = await logInAtProvider(testApp, provider, {
        email: 'stranger@city.example.jp',
        name: 'Stranger',
      });
      const refused = await finishSignIn(testApp, stranger.browser, stranger.callback);
      expect(refused.location).toMatch(/^\/login\?error=REGISTRATIONS_CLOSED/);
      expect(await userByEmail(testApp, 'stranger@city.example.jp')).toBeUndefined();

      const workspace = await callFunction<{ id: string }>(
        testApp,
        'workspaces.create',
        { name: 'Parks' },
        {
          cookie: admin.cookie,
        },
      );
      await callFunction(
        testApp,
        'invitations.create',
        {
          workspaceId: workspace.result.id,
          email: 'invitee@city.example.jp',
          role: 'viewer',
          editDestinations: [],
        },
        { cookie: admin.cookie },
      );
      const [mail] = await waitForMail(testApp, 'invitee@city.example.jp');
      const token = linkIn(mail!.text, '/invitations/').split('/invitations/')[1]!;
      const { browser: invitee, callback } = await logInAtProvider(testApp, provider, {
        email: 'invitee@city.example.jp',
        name: 'Invitee',
      });
      const signedIn = await finishSignIn(testApp, invitee, callback);
      expect(signedIn.session).not.toBe('');
      const joined = await callFunction(
        testApp,
        'invitations.accept',
        { token },
        { cookie: invitee.appCookies },
      );
      expect(joined.status).toBe(200);
      const list = await callFunction<Array<{ id: string }>>(
        testApp,
        'workspaces.list',
        {},
        {
          cookie: invitee.appCookies,
        },
      );
      expect(JSON.stringify(list.result)).toContain(workspace.result.id);
    } finally {
      await callFunction(
        testApp,
        'system.updateSettings',
        { enableRegistrations: true },
        { cookie: admin.cookie },
      );
    }
  });
});

describe('PASSWORD_SIGN_IN=false: the organisation’s provider only', () => {
  let provider: OpenIdProvider;
  let testApp: TestApp;
  beforeAll(async () => {
    ({ provider, testApp } = await startWithProvider({ PASSWORD_SIGN_IN: 'false' }));
  });
  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  it('refuses password sign-up and sign-in, tells the login page, and still signs in through the provider', async () => {
    const refused = await signUp(testApp, 'local@city.example.jp', 'a long enough password');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await userByEmail(testApp, 'local@city.example.jp')).toBeUndefined();
    const signIn = await authRequest(testApp, '/sign-in/email', {
      email: 'local@city.example.jp',
      password: 'a long enough password',
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);

    const settings = await callFunction(testApp, 'system.getSettings', {});
    expect(settings.result).toMatchObject({
      signIn: { password: false, singleSignOn: { name: 'City Hall ID' } },
    });

    const { browser, callback } = await logInAtProvider(testApp, provider, {
      email: 'only.sso@city.example.jp',
      name: 'Only SSO',
    });
    expect((await finishSignIn(testApp, browser, callback)).session).not.toBe('');
  });
});
