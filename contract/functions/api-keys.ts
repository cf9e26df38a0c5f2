import { z } from 'zod';
import { defineFunction } from './define.js';

/** The signed-in user's own catalogue API key for an instance, described without the key. */
export const ZCatalogueKeyState = z.object({
  set: z.boolean(),
  /** The key's last four characters. */
  hint: z.string().nullable(),
  /** Whether the key could create datasets in every organization of the instance when verified. */
  canWrite: z.boolean(),
  /** The instance's organizations the key could create datasets in. */
  writableOrganizations: z.array(z.string()),
  /** The organizations of the instance (its scope, else those of its datasets). */
  instanceOrganizations: z.array(z.string()),
  verifiedAt: z.string().nullable(),
  /** The instance's harvests read the catalogue with this key (private datasets included). */
  usedForHarvest: z.boolean(),
  /** Whose key the harvests use, when it is someone else's; null when none or this one. */
  harvestKeyHolder: z.string().nullable(),
  /** Whether the caller may choose the key the harvests use (managers of the workspace). */
  mayChooseHarvestKey: z.boolean(),
});
export type CatalogueKeyState = z.infer<typeof ZCatalogueKeyState>;

export const catalogueKeysGet = defineFunction('catalogueKeys.get', {
  input: z.object({ instanceId: z.uuid() }),
  output: ZCatalogueKeyState,
});

/** The key itself, to its owner only, in a browser session (never to a script's API key). */
export const catalogueKeysReveal = defineFunction('catalogueKeys.reveal', {
  input: z.object({ instanceId: z.uuid() }),
  output: z.object({ apiKey: z.string() }),
});

/** Verified against the catalogue first (it must be able to read); saved sealed. */
export const catalogueKeysSave = defineFunction('catalogueKeys.save', {
  invalidates: ['members.list'],
  input: z.object({
    instanceId: z.uuid(),
    apiKey: z.string().trim().min(1, 'apiKeyRequired').max(2000, 'tooLong'),
  }),
  output: ZCatalogueKeyState,
});

export const catalogueKeysRemove = defineFunction('catalogueKeys.remove', {
  invalidates: ['members.list'],
  input: z.object({ instanceId: z.uuid() }),
  output: ZCatalogueKeyState,
});

/**
 * The caller's own key becomes (use) or stops being (not use) the key the instance's harvests
 * read with: a harvest with a key keeps the private datasets it may read, and choosing the key
 * queues one at once. Managers only, since every member of the workspace then sees those
 * datasets here.
 */
export const catalogueKeysUseForHarvest = defineFunction('catalogueKeys.useForHarvest', {
  invalidates: ['instances.get', 'events.list'],
  input: z.object({ instanceId: z.uuid(), use: z.boolean() }),
  output: ZCatalogueKeyState,
});

/** Expiry choices of a personal API key, in days. */
export const personalKeyLifetimes = [7, 30, 90, 365] as const;

export const ZPersonalKeyRow = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. `csk_Ab12…`. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type PersonalKeyRow = z.infer<typeof ZPersonalKeyRow>;

export const personalKeysList = defineFunction('personalKeys.list', {
  input: z.object({}).default({}),
  output: z.object({ items: z.array(ZPersonalKeyRow) }),
});

/** The key is in this answer only: it is stored hashed and cannot be shown again. */
export const personalKeysCreate = defineFunction('personalKeys.create', {
  invalidates: ['personalKeys.list'],
  input: z.object({
    name: z.string().trim().min(1, 'keyNameRequired').max(80, 'tooLong'),
    expiresInDays: z
      .number()
      .int()
      .refine((days) => (personalKeyLifetimes as readonly number[]).includes(days)),
  }),
  output: z.object({ key: ZPersonalKeyRow, token: z.string() }),
});

export const personalKeysRevoke = defineFunction('personalKeys.revoke', {
  invalidates: ['personalKeys.list'],
  input: z.object({ keyId: z.uuid() }),
  output: ZPersonalKeyRow,
});
