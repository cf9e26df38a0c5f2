import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import { buildUser, cookieHeaderOf, type TestUser } from '../test-support/accounts.js';
import { callFunction } from '../test-support/call-function.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** The proxy in front of the app, as the app sees it: a peer in TRUSTED_PROXIES. */
const proxy = '10.0.0.1';

interface Hop {
  /** The socket's peer. */
  from: string;
  headers?: Record<string, string>;
}

function signInThrough(testApp: TestApp, hop: Hop, email: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: hop.from,
    headers: { 'content-type': 'application/json', origin: testApp.origin, ...hop.headers },
    payload: JSON.stringify({ email, password }),
  });
}

async function latestSessionAddress(testApp: TestApp, userId: string) {
  const [row] = await testApp.runtime.db
    .select({ ipAddress: sessions.ipAddress })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.ipAddress;
}

function logCollector() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe.each([
  ['X-Forwarded-For', 'x-forwarded'],
  ['Forwarded', 'forwarded'],
] as const)('behind a trusted proxy writing %s', (_name, proxyHeader) => {
  let testApp: TestApp;
  let user: TestUser;
  const logs = logCollector();
  /** The header the proxy adds for a client at `address` (after whatever the client sent). */
  const forwardedFor = (address: string, clientSent?: string): Record<string, string> =>
    proxyHeader === 'x-forwarded'
      ? {
          'x-forwarded-for': clientSent ? `${clientSent}, ${address}` : address,
          'x-forwarded-proto': 'https',
        }
      : {
          forwarded: [
            ...(clientSent ? [`for=${clientSent}`] : []),
            `for="${address.includes(':') ? `[${address}]:51234` : address}";proto=https`,
          ].join(', '),
        };

  beforeAll(async () => {
    testApp = await startTestApp({
      worker: false,
      logger: logs.logger,
      env: { TRUSTED_PROXIES: `${proxy}, 192.168.0.0/16`, PROXY_HEADER: proxyHeader },
      authRateLimits: { signInPerMinute: 3, signUpPerMinute: 1000, signInFailuresPerAccount: 1000 },
    });
    user = await buildUser(testApp);
  });
  afterAll(() => testApp?.close());

  it('records the person’s address with the session, in the session list and in the logs', async () => {
    const response = await signInThrough(
      testApp,
      { from: proxy, headers: forwardedFor('2001:db8:40::17') },
      user.email,
      user.password,
    );
    expect(response.statusCode).toBe(200);
    expect(await latestSessionAddress(testApp, user.id)).toBe('2001:db8:40::17');

    const cookie = cookieHeaderOf(response.headers['set-cookie']);
    const listed = await callFunction(testApp, 'sessions.list', {}, { cookie });
    const current = (
      listed.result as { items: Array<{ current: boolean; ipAddress: string }> }
    ).items.find((session) => session.current);
    expect(current?.ipAddress).toBe('2001:db8:40::17');

    const requestLine = logs.lines.find(
      (line) =>
        line.msg === 'incoming request' &&
        (line.req as { url?: string }).url === '/api/auth/sign-in/email' &&
        (line.req as { remoteAddress?: string }).remoteAddress === '2001:db8:40::17',
    );
    expect(requestLine).toBeDefined();
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        msg: 'sign-in accepted',
        clientAddress: '2001:db8:40::17',
        signIn: expect.objectContaining({ method: 'password' }),
      }),
    );
  });

  it('ignores an address the client forged in front of the proxy’s', async () => {
    const response = await signInThrough(
      testApp,
      { from: proxy, headers: forwardedFor('198.51.100.23', '203.0.113.99') },
      user.email,
      user.password,
    );
    expect(response.statusCode).toBe(200);
    expect(await latestSessionAddress(testApp, user.id)).toBe('198.51.100.23');
  });

  it('walks a chain of trusted proxies to the first address that is not one', async () => {
    const headers: Record<string, string> =
      proxyHeader === 'x-forwarded'
        ? { 'x-forwarded-for': '203.0.113.99, 198.51.100.24, 192.168.7.7' }
        : { forwarded: 'for=203.0.113.99, for=198.51.100.24, for=192.168.7.7' };
    await signInThrough(testApp, { from: proxy, headers }, user.email, user.password);
    expect(await latestSessionAddress(testApp, user.id)).toBe('198.51.100.24');
  });

  it('believes no forwarded header from a peer that is not a trusted proxy', async () => {
    const response = await signInThrough(
      testApp,
      { from: '192.0.2.50', headers: forwardedFor('203.0.113.99') },
      user.email,
      user.password,
    );
    expect(response.statusCode).toBe(200);
    expect(await latestSessionAddress(testApp, user.id)).toBe('192.0.2.50');
  });

  it('believes only the configured kind of header: the other one passes through proxies untouched', async () => {
    const otherKind: Record<string, string> =
      proxyHeader === 'x-forwarded'
        ? { forwarded: 'for=203.0.113.99' }
        : { 'x-forwarded-for': '203.0.113.99' };
    await signInThrough(testApp, { from: proxy, headers: otherKind }, user.email, user.password);
    expect(await latestSessionAddress(testApp, user.id)).toBe(proxy);
  });

  it('throttles sign-ins per person, not per proxy: one person’s typos do not lock out the next', async () => {
    const statuses = async (address: string, password: string, times: number) => {
      const seen: number[] = [];
      for (let attempt = 0; attempt < times; attempt++) {
        const hop = { from: proxy, headers: forwardedFor(address) };
        seen.push((await signInThrough(testApp, hop, user.email, password)).statusCode);
      }
      return seen;
    };
    expect(await statuses('198.51.100.80', 'wrong password 1', 4)).toEqual([401, 401, 401, 429]);
    // A colleague behind the same proxy still signs in.
    expect(await statuses('198.51.100.81', user.password, 1)).toEqual([200]);
  });

  it('logs the protocol the proxy says the person used', async () => {
    const response = await signInThrough(
      testApp,
      { from: proxy, headers: forwardedFor('198.51.100.90') },
      user.email,
      user.password,
    );
    expect(response.statusCode).toBe(200);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ clientAddress: '198.51.100.90', protocol: 'https' }),
    );
  });
});

describe('without TRUSTED_PROXIES (the default)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
  });
  afterAll(() => testApp?.close());

  it('takes the socket’s peer as the client, whatever the headers say', async () => {
    const user = await buildUser(testApp);
    await signInThrough(
      testApp,
      {
        from: '192.0.2.77',
        headers: { 'x-forwarded-for': '203.0.113.99', forwarded: 'for=203.0.113.98' },
      },
      user.email,
      user.password,
    );
    expect(await latestSessionAddress(testApp, user.id)).toBe('192.0.2.77');
  });
});

describe('sign-in throttling per account', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      worker: false,
      env: { TRUSTED_PROXIES: proxy },
      authRateLimits: { signInPerMinute: 1000, signUpPerMinute: 1000, signInFailuresPerAccount: 3 },
    });
  });
  afterAll(() => testApp?.close());

  const from = (address: string): Hop => ({
    from: proxy,
    headers: { 'x-forwarded-for': address },
  });

  it('stops guesses at one account spread over many addresses, and leaves other accounts alone', async () => {
    const target = await buildUser(testApp);
    const other = await buildUser(testApp);
    const seen: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const hop = from(`203.0.113.${attempt + 1}`);
      seen.push((await signInThrough(testApp, hop, target.email, `guess ${attempt}`)).statusCode);
    }
    expect(seen).toEqual([401, 401, 401, 429, 429]);
    // The right password is refused too while the account is throttled: guessing learns nothing.
    const refused = await signInThrough(
      testApp,
      from('203.0.113.50'),
      target.email,
      target.password,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SIGN_IN_THROTTLED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same addresses may still sign in to another account (the same upper-case address too).
    const ok = await signInThrough(
      testApp,
      from('203.0.113.1'),
      other.email.toUpperCase(),
      other.password,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('counts only failures: a person who signs in often is never throttled', async () => {
    const person = await buildUser(testApp);
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await signInThrough(
        testApp,
        from('198.51.100.5'),
        person.email,
        person.password,
      );
      expect(response.statusCode).toBe(200);
    }
    const [row] = await testApp.runtime.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toBeDefined();
  });
});
