export * from './csv-columns.js';
export * from './csv-file-error.js';
export * from './csv-records.js';
export * from './encode-csv.js';
export * from './formula-guard.js';
export * from './read-csv.js';
export * from './zip-files.js';
