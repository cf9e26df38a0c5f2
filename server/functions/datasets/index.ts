import conflict from './conflict.js';
import create from './create.js';
import get from './get.js';
import list from './list.js';
import resolveConflict from './resolve-conflict.js';
import sync from './sync.js';
import update from './update.js';

/** The datasets functions; the registry checks each contract has one implementation. */
export const datasetsFunctions = [get, list, create, update, sync, conflict, resolveConflict];
