import { z } from 'zod';
import { defineFunction } from './define.js';

const ZVocabularyItem = z.object({ id: z.string(), name: z.string(), title: z.string() });
export type VocabularyItem = z.infer<typeof ZVocabularyItem>;

/** The instance's organizations, groups and licences as its last harvest cached them (form choices). */
export const vocabulariesGet = defineFunction('vocabularies.get', {
  input: z.object({ instanceId: z.uuid() }),
  output: z.object({
    organizations: z.array(ZVocabularyItem),
    groups: z.array(ZVocabularyItem),
    licenses: z.array(z.object({ id: z.string(), title: z.string() })),
    /** Organizations the caller may put a dataset in (an editor's edit destination); names. */
    editableOrganizations: z.union([z.literal('all'), z.array(z.string())]),
    fetchedAt: z.string().nullable(),
  }),
});
