import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { authRequest, buildUser, cookieHeaderOf } from '../test-support/accounts.js';
import { signUp } from '../test-support/sign-up.js';
import { callFunction } from '../test-support/call-function.js';
import { linkIn, waitForMail } from '../test-support/outbox.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const password = 'correct horse battery';

describe('accounts', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  const verify = (token: string, cookie?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      headers: { origin: testApp.origin, ...(cookie ? { cookie } : {}) },
    });

  it('signs up, mails a verification link through the job queue, and signs in on verification', async () => {
    const email = 'hanako.sato@example.jp';
    const signUp = await authRequest(testApp, '/sign-up/email', {
      email,
      password,
      name: '佐藤 花子',
      locale: 'ja',
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.headers['set-cookie']).toBeUndefined();

    const [mail] = await waitForMail(testApp, email);
    expect(mail!.subject).toContain('メールアドレスの確認');
    const link = linkIn(mail!.text, '/signup/verification/');
    const token = link.split('/signup/verification/')[1]!;

    const beforeVerification = await authRequest(testApp, '/sign-in/email', { email, password });
    expect(beforeVerification.statusCode).toBe(403);
    expect(beforeVerification.json().code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    const cookie = cookieHeaderOf(verified.headers['set-cookie']);
    expect(cookie).toContain('cs.session_token=');
    expect(String(verified.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const session = await callFunction(testApp, 'account.get', {}, { cookie });
    expect(session.result).toMatchObject({
      user: { email, displayName: '佐藤 花子', emailVerified: true, locale: 'ja' },
    });

    // A link used once signs nobody in again.
    const reused = await verify(token);
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toEqual({ status: true, user: null });
    expect(reused.headers['set-cookie']).toBeUndefined();
  });

  it('rejects an expired or forged verification link', async () => {
    const expired = await new SignJWT({ email: 'late@example.org' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(testApp.config.secret));
    const expiredResponse = await verify(expired);
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json().code).toBe('TOKEN_EXPIRED');

    const forged = await verify('not-a-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('INVALID_TOKEN');
  });

  it('answers a wrong password and an unknown email alike, and refuses a weak password', async () => {
    const user = await buildUser(testApp);
    const wrong = await authRequest(testApp, '/sign-in/email', {
      email: user.email,
      password: 'wrong password!',
    });
    const unknown = await authRequest(testApp, '/sign-in/email', {
      email: 'nobody@example.org',
      password,
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(unknown.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');

    const weak = await signUp(testApp, 'weak@example.org', 'short', 'Weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('answers a duplicate sign-up like a new one and mails the owner of the address instead', async () => {
    const user = await buildUser(testApp, { email: 'taken@example.org' });
    const again = await signUp(testApp, user.email, password, 'Someone');
    expect(again.statusCode).toBe(200);
    const mails = await waitForMail(testApp, user.email, { count: 2 });
    expect(mails.map((mail) => mail.subject)).toContain(
      'You already have a Catalogue Steward account',
    );
    const rows = await testApp.runtime.db.select().from(users).where(eq(users.email, user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe(user.name);
  });

  it('refuses sign-ups while registrations are closed', async () => {
    const admin = await buildUser(testApp, { systemAdmin: true, email: 'root@example.org' });
    await callFunction(
      testApp,
      'system.updateSettings',
      { enableRegistrations: false },
      { cookie: admin.cookie },
    );
    const refused = await signUp(testApp, 'late@example.org', password, 'Late');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REGISTRATIONS_CLOSED');
    expect(
      await testApp.runtime.db.select().from(users).where(eq(users.email, 'late@example.org')),
    ).toHaveLength(0);
    await callFunction(
      testApp,
      'system.updateSettings',
      { enableRegistrations: true },
      { cookie: admin.cookie },
    );
  });

  it('signs out: the session cookie stops working', async () => {
    const user = await buildUser(testApp);
    const signOut = await authRequest(testApp, '/sign-out', {}, user.cookie);
    expect(signOut.statusCode).toBe(200);
    expect(
      (await callFunction(testApp, 'account.get', {}, { cookie: user.cookie })).result,
    ).toEqual({ user: null });
  });
});

describe('sign-in rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      worker: false,
      authRateLimits: { signInPerMinute: 3, signUpPerMinute: 3 },
    });
  });
  afterAll(() => testApp?.close());

  it('answers 429 after too many attempts from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(
        (await authRequest(testApp, '/sign-in/email', { email: 'x@example.org', password }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
