import getBatch from './get.js';
import listBatches from './list.js';
import previewChange from './preview-change.js';
import previewUndo from './preview-undo.js';

export const batchesFunctions = [getBatch, listBatches, previewChange, previewUndo];
