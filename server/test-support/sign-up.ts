import { authRequest } from './accounts.js';
import type { TestApp } from './test-app.js';

/** The sign-up form sent as a browser sends it; the raw answer, refused or not. */
export function signUp(testApp: TestApp, email: string, password: string, name = 'New Person') {
  return authRequest(testApp, '/sign-up/email', { email, password, name });
}
