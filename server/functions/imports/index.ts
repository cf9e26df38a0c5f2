import apply from './apply.js';

export const importsFunctions = [apply];
