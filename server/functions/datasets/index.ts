import get from './get.js';
import list from './list.js';

/** The datasets functions; the registry checks each contract has one implementation. */
export const datasetsFunctions = [get, list];
