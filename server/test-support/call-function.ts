import { fileFunctionPath, functionPath } from '#contract/functions/define.js';
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

/**
 * Calls a function through the real HTTP stack, as the SPA does; `file` is the body of a function
 * that takes a file (its `data` then goes in the query).
 */
export async function callFunction<T = unknown>(
  testApp: TestApp,
  name: string,
  data: unknown,
  options: { cookie?: string; headers?: Record<string, string>; file?: Uint8Array } = {},
): Promise<FunctionResponse<T>> {
  const { file } = options;
  const response = await testApp.app.inject({
    method: 'POST',
    url: file ? fileFunctionPath(name, data) : functionPath(name),
    headers: {
      'content-type': file ? 'application/octet-stream' : 'application/json',
      origin: testApp.origin,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: file ? Buffer.from(file) : JSON.stringify({ data }),
  });
  const body = response.json() as { result?: T; error?: FunctionResponse['error'] };
  return { status: response.statusCode, result: body.result as T, error: body.error };
}
