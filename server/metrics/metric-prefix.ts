/** Every metric's name starts with this, so the app's figures are easy to pick out. */
export const metricPrefix = 'catalogue_steward_';
