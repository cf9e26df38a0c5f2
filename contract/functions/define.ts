import type { z } from 'zod';

/** How a function may be called: by anyone, or only with a session or a personal API key. */
export type FunctionAccess = 'public' | 'signed-in';

/**
 * What the request body carries: `{data}` as JSON (every function but a few), or a file the caller
 * uploads (the body is the file's bytes and `data` travels, as JSON, in the `data` query parameter).
 */
export type FunctionBody = 'json' | 'file';

export interface FunctionContract<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Body extends FunctionBody = FunctionBody,
> {
  name: string;
  access: FunctionAccess;
  body: Body;
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

export function defineFunction<
  Input extends z.ZodType,
  Output extends z.ZodType,
  Body extends FunctionBody = 'json',
>(
  name: string,
  spec: {
    access?: FunctionAccess;
    input: Input;
    output: Output;
    invalidates?: readonly string[];
    body?: Body;
  },
): FunctionContract<Input, Output, Body> {
  return {
    name,
    access: spec.access ?? 'signed-in',
    body: spec.body ?? ('json' as Body),
    input: spec.input,
    output: spec.output,
    invalidates: spec.invalidates ?? [],
  };
}

/** The path every function is called at. */
export function functionPath(name: string): string {
  return `/api/functions/${encodeURIComponent(name)}`;
}

/** The path of a call whose body is a file: its input goes as JSON in the `data` query parameter. */
export function fileFunctionPath(name: string, input: unknown): string {
  return `${functionPath(name)}?${new URLSearchParams({ data: JSON.stringify(input ?? null) })}`;
}
