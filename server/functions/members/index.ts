import leave from './leave.js';
import list from './list.js';
import remove from './remove.js';
import update from './update.js';

/** The members functions; the registry checks each contract has one implementation. */
export const membersFunctions = [leave, list, remove, update];
