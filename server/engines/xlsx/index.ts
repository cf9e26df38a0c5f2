export * from './encode-xlsx.js';
export * from './read-xlsx.js';
export * from './xlsx-file-error.js';
