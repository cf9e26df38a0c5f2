import { allFunctionContracts } from '#contract/functions/index.js';
import { batchesFunctions } from './batches/index.js';
import { catalogueKeysFunctions } from './catalogue-keys/index.js';
import { datasetsFunctions } from './datasets/index.js';
import { eventsFunctions } from './events/index.js';
import { historiesFunctions } from './histories/index.js';
import { importsFunctions } from './imports/index.js';
import type { FunctionImplementation } from './implement.js';
import { instancesFunctions } from './instances/index.js';
import { invitationsFunctions } from './invitations/index.js';
import { linksFunctions } from './links/index.js';
import { mailFunctions } from './mail/index.js';
import { membersFunctions } from './members/index.js';
import { personalKeysFunctions } from './personal-keys/index.js';
import { qualityFunctions } from './quality/index.js';
import { resourcesFunctions } from './resources/index.js';
import { sensitiveFunctions } from './sensitive/index.js';
import { accountFunctions } from './account/index.js';
import { sessionsFunctions } from './sessions/index.js';
import { syncRunsFunctions } from './sync-runs/index.js';
import { systemFunctions } from './system/index.js';
import { vocabulariesFunctions } from './vocabularies/index.js';
import { workspacesFunctions } from './workspaces/index.js';

const implementations = [
  ...batchesFunctions,
  ...catalogueKeysFunctions,
  ...datasetsFunctions,
  ...eventsFunctions,
  ...historiesFunctions,
  ...importsFunctions,
  ...instancesFunctions,
  ...invitationsFunctions,
  ...linksFunctions,
  ...mailFunctions,
  ...membersFunctions,
  ...personalKeysFunctions,
  ...qualityFunctions,
  ...resourcesFunctions,
  ...sensitiveFunctions,
  ...accountFunctions,
  ...sessionsFunctions,
  ...syncRunsFunctions,
  ...systemFunctions,
  ...vocabulariesFunctions,
  ...workspacesFunctions,
] as unknown as FunctionImplementation[];

/** Name → implementation; fails at start if a contract has no implementation or two. */
export const functionRegistry: ReadonlyMap<string, FunctionImplementation> = (() => {
  const registry = new Map<string, FunctionImplementation>();
  for (const implementation of implementations) {
    const name = implementation.contract.name;
    if (registry.has(name)) throw new Error(`Function ${name} is implemented twice`);
    registry.set(name, implementation);
  }
  const missing = allFunctionContracts.filter((contract) => !registry.has(contract.name));
  if (missing.length > 0)
    throw new Error(`Functions without implementation: ${missing.map((c) => c.name).join(', ')}`);
  return registry;
})();
