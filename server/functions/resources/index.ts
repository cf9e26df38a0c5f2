import create from './create.js';
import remove from './remove.js';
import reorder from './reorder.js';
import update from './update.js';

/** The resource edit functions; the registry checks each contract has one implementation. */
export const resourcesFunctions = [create, update, remove, reorder];
