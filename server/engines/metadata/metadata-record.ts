import { z } from 'zod';

/**
 * One dataset as the metadata engines read and write it: CKAN's package shape with the fields we
 * keep (tags and groups as plain names). Both formats read back into this, so an import compares
 * and applies it the same way whatever the file was.
 */
export const ZMetadataResource = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  description: z.string(),
  format: z.string(),
  size: z.number().int().nonnegative().nullable(),
  /** ISO 8601, as CKAN gives it; null when unknown. */
  created: z.string().nullable(),
  last_modified: z.string().nullable(),
  position: z.number().int().nonnegative(),
});
export type MetadataResource = z.infer<typeof ZMetadataResource>;

export const ZMetadataRecord = z.object({
  name: z.string().min(1),
  title: z.string(),
  notes: z.string(),
  tags: z.array(z.string()),
  license_id: z.string(),
  owner_org: z.string(),
  url: z.string(),
  maintainer: z.string(),
  groups: z.array(z.string()),
  extras: z.array(z.object({ key: z.string(), value: z.string() })),
  /** CKAN's flag; left out (DCAT has no such term) keeps the dataset's visibility. */
  private: z.boolean().optional(),
  resources: z.array(ZMetadataResource),
});
export type MetadataRecord = z.infer<typeof ZMetadataRecord>;

/** A file that cannot be read as metadata: where (record number, 1-based) and why, in words. */
export class MetadataFormatError extends Error {
  constructor(
    message: string,
    readonly record: number | null = null,
  ) {
    super(record === null ? message : `Record ${record}: ${message}`);
    this.name = 'MetadataFormatError';
  }
}

/** The extras keys CKAN sites use for the update frequency (DCAT: dct:accrualPeriodicity). */
export const frequencyKeys = ['update_frequency', 'frequency', 'accrual_periodicity'];
