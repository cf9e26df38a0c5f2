import create from './create.js';
import fileFormats from './file-formats.js';
import get from './get.js';
import list from './list.js';
import organizations from './organizations.js';
import remove from './remove.js';
import rename from './rename.js';

/** The workspaces functions; the registry checks each contract has one implementation. */
export const workspacesFunctions = [create, fileFormats, get, list, organizations, remove, rename];
