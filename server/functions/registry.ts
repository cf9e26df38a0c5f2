import { allFunctionContracts } from '../../contract/functions/index.js';
import type { FunctionImplementation } from './implement.js';
import getDataset from './datasets/get.js';
import listDatasets from './datasets/list.js';
import createInstance from './instances/create.js';
import getInstance from './instances/get.js';
import harvestInstance from './instances/harvest.js';
import updateInstance from './instances/update.js';
import listOutbox from './mail/list-outbox.js';
import getSession from './session/get.js';
import updateProfile from './session/update-profile.js';
import getSettings from './system/get-settings.js';
import updateSettings from './system/update-settings.js';
import createWorkspace from './workspaces/create.js';
import workspaceFileFormats from './workspaces/file-formats.js';
import getWorkspace from './workspaces/get.js';
import listWorkspaces from './workspaces/list.js';
import workspaceOrganizations from './workspaces/organizations.js';

const implementations = [
  getDataset,
  listDatasets,
  createInstance,
  getInstance,
  harvestInstance,
  updateInstance,
  listOutbox,
  getSession,
  updateProfile,
  getSettings,
  updateSettings,
  createWorkspace,
  workspaceFileFormats,
  getWorkspace,
  listWorkspaces,
  workspaceOrganizations,
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
  if (missing.length > 0) throw new Error(`Functions without implementation: ${missing.map((c) => c.name).join(', ')}`);
  return registry;
})();
