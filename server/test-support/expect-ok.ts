import { expect } from 'vitest';
import type { FunctionResponse } from './call-function.js';

/** Expects a function call to have succeeded (its error as the failure's message); its result. */
export function expectOk<T>(answer: Pick<FunctionResponse<T>, 'status' | 'result' | 'error'>): T {
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result;
}
