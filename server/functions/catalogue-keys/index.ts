import get from './get.js';
import remove from './remove.js';
import reveal from './reveal.js';
import save from './save.js';
import useForHarvest from './use-for-harvest.js';

/** The catalogueKeys functions; the registry checks each contract has one implementation. */
export const catalogueKeysFunctions = [get, remove, reveal, save, useForHarvest];
