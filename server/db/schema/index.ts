export * from './api-keys.js';
export * from './auth.js';
export * from './datasets.js';
export * from './events.js';
export * from './histories.js';
export * from './instances.js';
export * from './system.js';
export * from './workspaces.js';
