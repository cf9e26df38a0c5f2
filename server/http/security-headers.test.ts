import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequest, buildUser } from '../test-support/accounts.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** The answers a browser gets: the SPA's page, and a function call as the SPA makes it. */
async function pageAndFunctionCall(testApp: TestApp) {
  const page = await testApp.app.inject({ method: 'GET', url: '/' });
  const call = await testApp.app.inject({
    method: 'POST',
    url: '/api/functions/system.getSettings',
    headers: { 'content-type': 'application/json', origin: testApp.origin },
    payload: JSON.stringify({ data: {} }),
  });
  return { page, call };
}

function directivesOf(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

function setCookiesOf(header: string | string[] | undefined): string[] {
  return Array.isArray(header) ? header : header ? [header] : [];
}

describe('security headers over plain http (an intranet install)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
  });
  afterAll(() => testApp?.close());

  it('sends the page and every function answer with CSP, nosniff, no referrer and no framing', async () => {
    const { page, call } = await pageAndFunctionCall(testApp);
    expect(page.statusCode).toBe(200);
    expect(call.statusCode).toBe(200);
    for (const response of [page, call]) {
      const policy = directivesOf(response.headers['content-security-policy'] as string);
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.get('script-src-attr')).toBe("'none'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves a page whose scripts are all external, so the policy needs no inline script', async () => {
    const { page } = await pageAndFunctionCall(testApp);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(content?.trim()).toBe('');
    }
  });

  it('sets the session cookie HttpOnly and SameSite, not Secure (http would drop it)', async () => {
    const user = await buildUser(testApp);
    const signIn = await authRequest(testApp, '/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    const session = setCookiesOf(signIn.headers['set-cookie']).find((cookie) =>
      cookie.startsWith('cs.session_token='),
    );
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).not.toMatch(/; Secure/i);
  });
});

describe('security headers behind https', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      worker: false,
      env: { BASE_URL: 'https://steward.example.jp' },
    });
  });
  afterAll(() => testApp?.close());

  it('adds HSTS and upgrades insecure requests', async () => {
    const { page, call } = await pageAndFunctionCall(testApp);
    for (const response of [page, call]) {
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      const policy = directivesOf(response.headers['content-security-policy'] as string);
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
    }
  });

  it('sets the session cookie Secure, HttpOnly and SameSite', async () => {
    const user = await buildUser(testApp);
    const signIn = await authRequest(testApp, '/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    const session = setCookiesOf(signIn.headers['set-cookie']).find((cookie) =>
      cookie.startsWith('__Secure-cs.session_token='),
    );
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
  });
});

describe('AVATARS', () => {
  it.each([
    ['external', "'self' data: https://www.gravatar.com"],
    ['local', "'self' data:"],
  ] as const)(
    '%s: the pages may load images from %s only, and the web is told',
    async (avatars, imgSrc) => {
      const testApp = await startTestApp({ worker: false, env: { AVATARS: avatars } });
      try {
        const { page, call } = await pageAndFunctionCall(testApp);
        const policy = directivesOf(page.headers['content-security-policy'] as string);
        expect(policy.get('img-src')).toBe(imgSrc);
        expect(call.json().result.avatars).toBe(avatars);
      } finally {
        await testApp.close();
      }
    },
  );
});
