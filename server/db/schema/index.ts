export * from './api-keys.js';
export * from './auth.js';
export * from './datasets.js';
export * from './events.js';
export * from './instances.js';
export * from './system.js';
export * from './workspaces.js';
export * from './sensitive.js';
