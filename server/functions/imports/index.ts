import applyImport from './apply.js';
import previewImport from './preview.js';

export const importsFunctions = [applyImport, previewImport];
