import type { TestApp } from './test-app.js';

export interface FunctionResponse<T = unknown> {
  status: number;
  result: T;
  error:
    | {
        status: string;
        message: string;
        details?: { reason?: string; fields?: Record<string, string[]> };
      }
    | undefined;
}

/** Calls a function through the real HTTP stack, as the SPA does. */
export async function callFunction<T = unknown>(
  testApp: TestApp,
  name: string,
  data: unknown,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<FunctionResponse<T>> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/functions/${name}`,
    headers: {
      'content-type': 'application/json',
      origin: testApp.origin,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: JSON.stringify({ data }),
  });
  const body = response.json() as { result?: T; error?: FunctionResponse['error'] };
  return { status: response.statusCode, result: body.result as T, error: body.error };
}
