import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { authRequest, buildUser, cookieHeaderOf, signIn } from '../test-support/accounts.js';
import { signUp } from '../test-support/sign-up.js';
import { callFunction } from '../test-support/call-function.js';
import { linkIn, waitForMail } from '../test-support/outbox.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const newPassword = 'a brand new passphrase';

describe('account changes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({
      authRateLimits: {
        signInPerMinute: 1000,
        signUpPerMinute: 1000,
        passwordResetsPerQuarterHour: 4,
        passwordResetMailsPerHour: 2,
      },
    });
  });
  afterAll(() => testApp?.close());

  const signedInAs = async (cookie: string) =>
    (await callFunction<{ user: { email: string } | null }>(testApp, 'account.get', {}, { cookie }))
      .result.user;

  it('changes the password with the current one, refusing common passwords', async () => {
    const user = await buildUser(testApp);
    const change = (currentPassword: string, next: string) =>
      authRequest(
        testApp,
        '/change-password',
        { currentPassword, newPassword: next, revokeOtherSessions: true },
        user.cookie,
      );
    const wrong = await change('not my password', newPassword);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    const common = await change(user.password, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    const changed = await change(user.password, newPassword);
    expect(changed.statusCode).toBe(200);
    const old = await authRequest(testApp, '/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    expect(await signIn(testApp, user.email, newPassword)).toContain('cs.session_token=');
  });

  it('refuses a common password at sign-up', async () => {
    const weak = await signUp(testApp, 'common@example.org', 'qwertyuiop', 'Common');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('PASSWORD_TOO_COMMON');
  });

  it('resets a forgotten password from a mailed link, once, and signs out everywhere', async () => {
    const user = await buildUser(testApp, { email: 'forgetful@example.org' });
    const request = await authRequest(testApp, '/request-password-reset', { email: user.email });
    expect(request.statusCode).toBe(200);
    const nobody = await authRequest(testApp, '/request-password-reset', {
      email: 'nobody@example.org',
    });
    expect(nobody.json()).toEqual(request.json());

    const mails = await waitForMail(testApp, user.email, { count: 2 });
    const mail = mails.find((each) => each.text.includes('/password-reset/'))!;
    expect(mail.subject).toBe('Reset your Catalogue Steward password');
    const token = linkIn(mail.text, '/password-reset/').split('/password-reset/')[1]!;
    const reset = await authRequest(testApp, '/reset-password', { token, newPassword });
    expect(reset.statusCode).toBe(200);
    expect(await signedInAs(user.cookie)).toBeNull();
    expect(await signIn(testApp, user.email, newPassword)).toContain('cs.session_token=');
    const again = await authRequest(testApp, '/reset-password', {
      token,
      newPassword: 'yet another passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('limits reset requests per client, and reset mails per address whoever asks', async () => {
    const user = await buildUser(testApp, { email: 'flooded@example.org' });
    const askFrom = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress,
        headers: { 'content-type': 'application/json', origin: testApp.origin },
        payload: JSON.stringify({ email: user.email }),
      });
    // Three clients ask once each: every answer is the same, but only two mails are queued.
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect((await askFrom(address)).statusCode).toBe(200);
    const queued = await testApp.runtime.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'mail.send'
          and data->>'to' = ${user.email} and data->>'template' = 'passwordReset'`,
    );
    expect((queued.rows[0] as { n: number }).n).toBe(2);
    // One client: four requests a quarter hour.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await askFrom('192.0.2.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('moves the account to a new address only once the new address confirms it', async () => {
    const user = await buildUser(testApp, { email: 'before@example.org' });
    const asked = await authRequest(
      testApp,
      '/change-email',
      { newEmail: 'After@Example.org' },
      user.cookie,
    );
    expect(asked.statusCode).toBe(200);
    expect(await signedInAs(user.cookie)).toMatchObject({ email: 'before@example.org' });
    const [mail] = await waitForMail(testApp, 'after@example.org');
    expect(mail!.subject).toBe('Confirm your new email address for Catalogue Steward');
    const token = linkIn(mail!.text, '/email-change/').split('/email-change/')[1]!;
    const confirmed = await testApp.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      headers: { origin: testApp.origin, cookie: user.cookie },
    });
    expect(confirmed.statusCode).toBe(200);
    const [row] = await testApp.runtime.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: 'after@example.org', emailVerified: true });
    expect(await signIn(testApp, 'after@example.org', user.password)).toContain(
      'cs.session_token=',
    );
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const user = await buildUser(testApp);
    const second = await signIn(testApp, user.email, user.password);
    const revoked = await authRequest(testApp, '/revoke-sessions', {}, user.cookie);
    expect(revoked.statusCode).toBe(200);
    expect(cookieHeaderOf(revoked.headers['set-cookie'])).toContain('cs.session_token=');
    expect(await signedInAs(user.cookie)).toBeNull();
    expect(await signedInAs(second)).toBeNull();
  });
});
