import { Agent, request } from 'undici';
import type { TestUser } from '#server/test-support/accounts.js';

export interface FunctionAnswer<Result> {
  status: number;
  result: Result;
  text: string;
}

/** Calls a function as the SPA does: POST with the user's session cookie and the app's Origin. */
export function functionCaller(webUrl: string, origin: string, user: TestUser) {
  const dispatcher = new Agent({ connections: 8, headersTimeout: 60_000 });
  return async <Result>(fn: string, data: unknown): Promise<FunctionAnswer<Result>> => {
    const response = await request(`${webUrl}/api/functions/${fn}`, {
      method: 'POST',
      dispatcher,
      headers: { 'content-type': 'application/json', origin, cookie: user.cookie },
      body: JSON.stringify({ data }),
    });
    const text = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${fn}: ${response.statusCode} ${text}`);
    return {
      status: response.statusCode,
      result: (JSON.parse(text) as { result: Result }).result,
      text,
    };
  };
}
