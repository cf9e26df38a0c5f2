import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequest, buildUser } from '../test-support/accounts.js';
import { linkIn, waitForMail } from '../test-support/outbox.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

describe('a password reset and the per-account sign-in lock', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({
      authRateLimits: { signInPerMinute: 1000, signUpPerMinute: 1000, signInFailuresPerAccount: 3 },
    });
  });
  afterAll(() => testApp?.close());

  const signInWith = (email: string, password: string) =>
    authRequest(testApp, '/sign-in/email', { email, password });

  it('lets the owner of a locked account back in once they reset the password from the mail', async () => {
    const owner = await buildUser(testApp, { email: 'locked-out@example.org' });
    for (let guess = 0; guess < 3; guess++)
      expect((await signInWith(owner.email, `guess ${guess}`)).statusCode).toBe(401);
    const locked = await signInWith(owner.email, owner.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_SIGN_IN_THROTTLED' });

    await authRequest(testApp, '/request-password-reset', { email: owner.email });
    const mails = await waitForMail(testApp, owner.email, { count: 2 });
    const mail = mails.find((each) => each.text.includes('/password-reset/'))!;
    const token = linkIn(mail.text, '/password-reset/').split('/password-reset/')[1]!;
    const newPassword = 'a passphrase only the owner knows';
    expect((await authRequest(testApp, '/reset-password', { token, newPassword })).statusCode).toBe(
      200,
    );

    expect((await signInWith(owner.email, newPassword)).statusCode).toBe(200);
  });

  it('keeps the lock when nobody resets: the right password is still refused', async () => {
    const target = await buildUser(testApp, { email: 'guessed-at@example.org' });
    for (let guess = 0; guess < 3; guess++) await signInWith(target.email, `guess ${guess}`);
    expect((await signInWith(target.email, target.password)).statusCode).toBe(429);
  });
});
