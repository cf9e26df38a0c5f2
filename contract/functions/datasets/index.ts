// A dataset's functions in three parts: reading it, editing it (the form and the changes), and
// syncing it with the catalogue (conflicts included). Import them from here.
export * from './edit.js';
export * from './list-filters.js';
export * from './read.js';
export * from './selection.js';
export * from './sync.js';
export * from './sync-many.js';
