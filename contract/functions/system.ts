import { z } from 'zod';
import { defineFunction } from './define.js';

export const ZSystemSettings = z.object({
  /** The systemSettings document's enableRegistrations. */
  enableRegistrations: z.boolean(),
});
export type SystemSettings = z.infer<typeof ZSystemSettings>;

export const systemGetSettings = defineFunction('system.getSettings', {
  access: 'public',
  input: z.object({}).default({}),
  output: ZSystemSettings,
});

export const systemUpdateSettings = defineFunction('system.updateSettings', {
  input: z.object({ enableRegistrations: z.boolean() }),
  output: ZSystemSettings,
});
