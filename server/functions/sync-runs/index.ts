import cancel from './cancel.js';
import get from './get.js';

/** The functions of "publish many" runs (started by datasets.syncMany). */
export const syncRunsFunctions = [get, cancel];
