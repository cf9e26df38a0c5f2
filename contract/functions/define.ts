import type { z } from 'zod';

/** How a function may be called: by anyone, or only with a session or a personal API key. */
export type FunctionAccess = 'public' | 'signed-in';

export interface FunctionContract<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
> {
  name: string;
  access: FunctionAccess;
  input: Input;
  output: Output;
  /**
   * The reads (function names) whose answers a successful call of this function makes stale:
   * the web's mutation helper refreshes exactly these, so the cache rule lives with the function.
   */
  invalidates: readonly string[];
}

export type InputOf<F extends FunctionContract> = z.input<F['input']>;
export type ParsedInputOf<F extends FunctionContract> = z.output<F['input']>;
export type OutputOf<F extends FunctionContract> = z.output<F['output']>;

export function defineFunction<Input extends z.ZodType, Output extends z.ZodType>(
  name: string,
  spec: {
    access?: FunctionAccess;
    input: Input;
    output: Output;
    invalidates?: readonly string[];
  },
): FunctionContract<Input, Output> {
  return {
    name,
    access: spec.access ?? 'signed-in',
    input: spec.input,
    output: spec.output,
    invalidates: spec.invalidates ?? [],
  };
}
