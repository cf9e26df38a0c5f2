import conflict from './conflict.js';
import create from './create.js';
import deleteDataset from './delete.js';
import dismissRemoved from './dismiss-removed.js';
import filterCounts from './filter-counts.js';
import get from './get.js';
import list from './list.js';
import resolveConflict from './resolve-conflict.js';
import restore from './restore.js';
import sync from './sync.js';
import syncMany from './sync-many.js';
import update from './update.js';

/** The datasets functions; the registry checks each contract has one implementation. */
export const datasetsFunctions = [
  get,
  list,
  filterCounts,
  create,
  update,
  deleteDataset,
  dismissRemoved,
  restore,
  sync,
  syncMany,
  conflict,
  resolveConflict,
];
