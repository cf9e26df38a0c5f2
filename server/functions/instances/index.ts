import create from './create.js';
import get from './get.js';
import harvest from './harvest.js';
import remove from './remove.js';
import update from './update.js';

/** The instances functions; the registry checks each contract has one implementation. */
export const instancesFunctions = [create, get, harvest, remove, update];
