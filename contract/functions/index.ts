import type { FunctionContract } from './define.js';
import * as apiKeys from './api-keys.js';
import * as batches from './batches.js';
import * as datasets from './datasets/index.js';
import * as events from './events.js';
import * as histories from './histories.js';
import * as imports from './imports.js';
import * as instances from './instances.js';
import * as invitations from './invitations.js';
import * as links from './links.js';
import * as quality from './quality.js';
import * as mail from './mail.js';
import * as members from './members.js';
import * as resources from './resources.js';
import * as sensitive from './sensitive.js';
import * as account from './account.js';
import * as sessions from './sessions.js';
import * as syncRuns from './sync-runs.js';
import * as system from './system.js';
import * as vocabularies from './vocabularies.js';
import * as workspaces from './workspaces.js';

export * from './api-keys.js';
export * from './batches.js';
export * from './paged-list.js';
export * from './datasets/index.js';
export * from './events.js';
export * from './exports.js';
export * from './histories.js';
export * from './imports.js';
export * from './define.js';
export * from './instances.js';
export * from './invitations.js';
export * from './links.js';
export * from './quality.js';
export * from './mail.js';
export * from './members.js';
export * from './resources.js';
export * from './sensitive.js';
export * from './account.js';
export * from './sessions.js';
export * from './sync-runs.js';
export * from './system.js';
export * from './vocabularies.js';
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
  apiKeys,
  batches,
  datasets,
  events,
  histories,
  imports,
  instances,
  invitations,
  links,
  quality,
  mail,
  members,
  resources,
  sensitive,
  account,
  sessions,
  syncRuns,
  system,
  vocabularies,
  workspaces,
].flatMap(contractsOf);
