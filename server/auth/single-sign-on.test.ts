import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../db/schema/index.js';
import { authRequest, buildUser } from '../test-support/accounts.js';
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
    provider.addAccount({
      email: 'aiko.mori@city.example.jp',
      password: 'provider pass',
      name: '森 愛子',
    });
    const browser = newBrowser();
    const url = await startSignIn(testApp, browser);
    const callback = await atProvider(provider, browser, url, {
      email: 'aiko.mori@city.example.jp',
      password: 'provider pass',
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

    const session = await callFunction(testApp, 'session.get', {}, { cookie: browser.appCookies });
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
    provider.addAccount({
      email: 'ken.ito@city.example.jp',
      password: 'provider pass',
      name: 'Ken Ito',
    });
    const browser = newBrowser();
    const first = await atProvider(provider, browser, await startSignIn(testApp, browser), {
      email: 'ken.ito@city.example.jp',
      password: 'provider pass',
    });
    await finishSignIn(testApp, browser, first);
    const signOut = await authRequest(testApp, '/sign-out', {}, browser.appCookies);
    expect(signOut.statusCode).toBe(200);
    expect(
      (await callFunction(testApp, 'session.get', {}, { cookie: browser.appCookies })).result,
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
    provider.addAccount({
      email: 'yui.sato@city.example.jp',
      password: 'provider pass',
      name: 'Yui Sato',
    });
    const browser = newBrowser();
    const callback = await atProvider(provider, browser, await startSignIn(testApp, browser), {
      email: 'yui.sato@city.example.jp',
      password: 'provider pass',
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
    provider.addAccount({
      email: 'no.one@city.example.jp',
      password: 'provider pass',
      name: 'No One',
    });
    const browser = newBrowser();
    const callback = await atProvider(
      provider,
      browser,
      await startSignIn(testApp, browser),
      'cancel',
    );
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const finished = await finishSignIn(testApp, browser, callback);
    expect(finished.location).toMatch(/^\/login\?error=access_denied/);
    expect(finished.session).toBe('');
    expect(await userByEmail(testApp, 'no.one@city.example.jp')).toBeUndefined();
  });

  it('refuses a callback whose state is not the one this browser was given', async () => {
    provider.addAccount({
      email: 'mallory@city.example.jp',
      password: 'provider pass',
      name: 'Mallory',
    });
    // The attacker's own sign-in, stopped before the app: its code and state in a link for a victim.
    const attacker = newBrowser();
    const attackerCallback = await atProvider(
      provider,
      attacker,
      await startSignIn(testApp, attacker),
      {
        email: 'mallory@city.example.jp',
        password: 'provider pass',
      },
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
    provider.addAccount({ email: 'eve@city.example.jp', password: 'provider pass', name: 'Eve' });
    const browser = newBrowser();
    const callback = await atProvider(provider, browser, await startSignIn(testApp, browser), {
      email: 'eve@city.example.jp',
      password: 'provider pass',
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
    provider.addAccount({
      email: 'hana.kato@city.example.jp',
      password: 'provider pass',
      name: 'Hana K.',
    });
    const browser = newBrowser();
    const callback = await atProvider(provider, browser, await startSignIn(testApp, browser), {
      email: 'hana.kato@city.example.jp',
      password: 'provider pass',
    });
    await finishSignIn(testApp, browser, callback);
    const session = await callFunction<{ user: { id: string } }>(
      testApp,
      'session.get',
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
    provider.addAccount({
      email: 'unverified@city.example.jp',
      password: 'provider pass',
      name: 'Unverified',
      emailVerified: false,
    });
    const browser = newBrowser();
    const callback = await atProvider(provider, browser, await startSignIn(testApp, browser), {
      email: 'unverified@city.example.jp',
      password: 'provider pass',
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
      provider.addAccount({
        email: 'stranger@city.example.jp',
        password: 'provider pass',
        name: 'Stranger',
      });
      const stranger = newBrowser();
      const refused = await finishSignIn(
        testApp,
        stranger,
        await atProvider(provider, stranger, await startSignIn(testApp, stranger), {
          email: 'stranger@city.example.jp',
          password: 'provider pass',
        }),
      );
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
      provider.addAccount({
        email: 'invitee@city.example.jp',
        password: 'provider pass',
        name: 'Invitee',
      });
      const invitee = newBrowser();
      const signedIn = await finishSignIn(
        testApp,
        invitee,
        await atProvider(provider, invitee, await startSignIn(testApp, invitee), {
          email: 'invitee@city.example.jp',
          password: 'provider pass',
        }),
      );
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
    const signUp = await authRequest(testApp, '/sign-up/email', {
      email: 'local@city.example.jp',
      password: 'a long enough password',
      name: 'Local',
    });
    expect(signUp.statusCode).toBeGreaterThanOrEqual(400);
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

    provider.addAccount({
      email: 'only.sso@city.example.jp',
      password: 'provider pass',
      name: 'Only SSO',
    });
    const browser = newBrowser();
    const callback = await atProvider(provider, browser, await startSignIn(testApp, browser), {
      email: 'only.sso@city.example.jp',
      password: 'provider pass',
    });
    expect((await finishSignIn(testApp, browser, callback)).session).not.toBe('');
  });
});
