import type { FunctionContract } from './define.js';
import * as datasets from './datasets.js';
import * as instances from './instances.js';
import * as links from './links.js';
import * as mail from './mail.js';
import * as sensitive from './sensitive.js';
import * as session from './session.js';
import * as system from './system.js';
import * as workspaces from './workspaces.js';

export * from './datasets.js';
export * from './define.js';
export * from './instances.js';
export * from './links.js';
export * from './mail.js';
export * from './sensitive.js';
export * from './session.js';
export * from './system.js';
export * from './workspaces.js';

function contractsOf(module: Record<string, unknown>): FunctionContract[] {
  return Object.values(module).filter(
    (value): value is FunctionContract =>
      typeof value === 'object' &&
      value !== null &&
      'name' in value &&
      'input' in value &&
      'output' in value,
  );
}

/** Every function of the product; the server checks at start that each has one implementation. */
export const allFunctionContracts: FunctionContract[] = [
  datasets,
  instances,
  links,
  mail,
  sensitive,
  session,
  system,
  workspaces,
].flatMap(contractsOf);
