import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  cookie: string;
}

let sequence = 0;

/** Signs a user up through better-auth, marks the address verified, signs in; returns the cookie. */
export async function buildUser(
  testApp: TestApp,
  overrides: Partial<Pick<TestUser, 'email' | 'name' | 'password'>> & {
    systemAdmin?: boolean;
  } = {},
): Promise<TestUser> {
  sequence += 1;
  const email = overrides.email ?? `user${sequence}-${Date.now()}@example.org`;
  const name = overrides.name ?? `Test User ${sequence}`;
  const password = overrides.password ?? 'a long enough password';
  const signUp = await authRequest(testApp, '/sign-up/email', { email, password, name });
  if (signUp.statusCode !== 200)
    throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const db = testApp.runtime.db;
  await db
    .update(users)
    .set({
      emailVerified: true,
      ...(overrides.systemAdmin !== undefined ? { isSystemAdmin: overrides.systemAdmin } : {}),
    })
    .where(eq(users.email, email.toLowerCase()));
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return { id: user!.id, email, name, password, cookie: await signIn(testApp, email, password) };
}

export async function signIn(testApp: TestApp, email: string, password: string): Promise<string> {
  const response = await authRequest(testApp, '/sign-in/email', { email, password });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeaderOf(response.headers['set-cookie']);
}

export function authRequest(testApp: TestApp, path: string, body: unknown, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: {
      'content-type': 'application/json',
      origin: testApp.origin,
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
}

export function cookieHeaderOf(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}
