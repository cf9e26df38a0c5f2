import type { FastifyRequest } from 'fastify';
import type { FunctionContract, OutputOf, ParsedInputOf } from '#contract/functions/define.js';
import type { Runtime } from '../runtime.js';
import type { Actor } from '../auth/actor.js';

type ActorOf<F extends FunctionContract> = F['access'] extends 'public' ? Actor | null : Actor;

export interface CallContext<F extends FunctionContract> {
  runtime: Runtime;
  actor: ActorOf<F>;
  input: ParsedInputOf<F>;
  /** The uploaded file's bytes, for a function whose body is a file (`body: 'file'`). */
  file: F['body'] extends 'file' ? Buffer : undefined;
  request: FastifyRequest;
}

/**
 * One function: `authorize` loads what it needs and decides before anything changes; its result
 * (the permit: e.g. the workspace and the caller's role) goes to `handle`.
 */
export interface FunctionImplementation<
  F extends FunctionContract = FunctionContract,
  Permit = unknown,
> {
  contract: F;
  authorize(context: CallContext<F>): Promise<Permit>;
  handle(context: CallContext<F> & { permit: Permit }): Promise<OutputOf<F>>;
}

export function implement<F extends FunctionContract, Permit>(
  contract: F,
  parts: Omit<FunctionImplementation<F, Permit>, 'contract'>,
): FunctionImplementation<F, Permit> {
  return { contract, ...parts };
}

/** For functions any signed-in caller may use on their own data. */
export const anySignedInCaller = async (): Promise<void> => {};
/** For public functions. */
export const anyone = async (): Promise<void> => {};
