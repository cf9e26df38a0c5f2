import get from './get.js';
import list from './list.js';

/** The histories functions; the registry checks each contract has one implementation. */
export const historiesFunctions = [get, list];
