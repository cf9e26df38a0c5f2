import { z } from 'zod';
import { locales } from '../locales.js';
import { qualityRuleIds } from '../quality-rules.js';
import { differenceKinds, standardIds } from '../standard-datasets.js';
import { defineFunction } from './define.js';

/** One failed rule of a dataset: the rule, the resource it is about, its numbers for the text. */
export const ZQualityFailure = z.object({
  rule: z.enum(qualityRuleIds),
  resourceId: z.string().optional(),
  detail: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type QualityFailure = z.infer<typeof ZQualityFailure>;

/** One difference between a file and its standard dataset, at its row and column. */
export const ZStandardDifference = z.object({
  kind: z.enum(differenceKinds),
  /** 1-based row in the file (the header is row 1); absent for the header's differences. */
  row: z.number().int().optional(),
  /** The column as the standard names it (as the file does, for an unknown column). */
  column: z.string().optional(),
  /** 1-based position of the column in the file, when it is there. */
  columnNumber: z.number().int().optional(),
  found: z.string().optional(),
  expected: z.string().optional(),
});
export type StandardDifference = z.infer<typeof ZStandardDifference>;

/** How one resource's file differs from the standard dataset its dataset claims. */
export const ZResourceConformance = z.object({
  resourceId: z.string(),
  standardId: z.enum(standardIds),
  /** Every difference counted; `differences` keeps the first ones in file order. */
  total: z.number().int(),
  truncated: z.boolean(),
  rowsChecked: z.number().int(),
  differences: z.array(ZStandardDifference),
});
export type ResourceConformance = z.infer<typeof ZResourceConformance>;

/** What a team may choose for a dataset: read the claim from its title and tags, none, or one. */
export const standardChoices = ['automatic', 'none', ...standardIds] as const;
export const ZStandardChoice = z.enum(standardChoices);
export type StandardChoice = z.infer<typeof ZStandardChoice>;

/** The standard dataset a dataset claims, and how: the team's choice, its title, or a tag. */
export const ZStandardClaim = z.object({
  standardId: z.enum(standardIds),
  matchedBy: z.enum(['mapping', 'title', 'tag']),
  /** The word found, for a claim by title or tag. */
  term: z.string().optional(),
});

export const ZDatasetStandard = z.object({
  /** Null when the dataset claims none (or the team chose none). */
  claim: ZStandardClaim.nullable(),
  choice: ZStandardChoice,
  /** Who made the choice and when; null for `automatic`. */
  chosenBy: z.string().nullable(),
  chosenAt: z.string().nullable(),
});
export type DatasetStandard = z.infer<typeof ZDatasetStandard>;

/** A dataset's quality: null score until it is first scored. */
export const ZDatasetQuality = z.object({
  score: z.number().int().nullable(),
  failures: z.array(ZQualityFailure),
  scoredAt: z.string().nullable(),
  /** Its resources' files compared with the standard dataset it claims, from their last check. */
  conformance: z.array(ZResourceConformance),
  standard: ZDatasetStandard,
});

/**
 * Chooses the standard dataset a dataset is compared with (or none, or back to its title and
 * tags); its files are compared at their next check.
 */
export const qualityChooseStandard = defineFunction('quality.chooseStandard', {
  input: z.object({ datasetId: z.uuid(), standard: ZStandardChoice }),
  output: ZDatasetStandard,
  invalidates: ['datasets.get'],
});

export const ZRuleCount = z.object({ rule: z.enum(qualityRuleIds), count: z.number().int() });
export type RuleCount = z.infer<typeof ZRuleCount>;

export const ZOrganisationQuality = z.object({
  /** The organization's name, the dataset list's filter value; '' for datasets without one. */
  name: z.string(),
  title: z.string(),
  datasets: z.number().int(),
  averageScore: z.number().int(),
  /** Its datasets failing each rule, worst first. */
  rules: z.array(ZRuleCount),
});
export type OrganisationQuality = z.infer<typeof ZOrganisationQuality>;

export const ZRuleChange = z.object({
  rule: z.enum(qualityRuleIds),
  before: z.number().int(),
  after: z.number().int(),
});

/**
 * The quality page of a catalogue: its scores' distribution, the rules most failed, the same per
 * organisation, and what changed between the previous harvest and the latest.
 */
export const qualitySummary = defineFunction('quality.summary', {
  input: z.object({ instanceId: z.uuid() }),
  output: z.object({
    /** Datasets scored (removed ones left out). */
    datasets: z.number().int(),
    averageScore: z.number().int(),
    /** Datasets per score bucket: [0–9, 10–19, …, 90–99, 100]. */
    buckets: z.array(z.number().int()),
    /** Datasets failing each rule, worst first; rules no dataset fails are left out. */
    rules: z.array(ZRuleCount),
    organisations: z.array(ZOrganisationQuality),
    /** Null before the instance's second harvest. */
    change: z
      .object({
        /** When the previous and the latest harvest's snapshots were taken. */
        previousAt: z.string(),
        latestAt: z.string(),
        averageBefore: z.number().int(),
        averageAfter: z.number().int(),
        /** Rules whose count changed, largest change first. */
        rules: z.array(ZRuleChange),
      })
      .nullable(),
  }),
});

export const qualityExportFormats = ['xlsx', 'csv'] as const;

/** The problems of a catalogue, one row per failed rule (per resource for a resource's rule). */
export const qualityExport = defineFunction('quality.export', {
  input: z.object({
    instanceId: z.uuid(),
    format: z.enum(qualityExportFormats).default('xlsx'),
    /** Only this rule's problems; every rule when absent. */
    rule: z.enum(qualityRuleIds).optional(),
    /** The language of the headers and rule texts; default the caller's. */
    locale: z.enum(locales).optional(),
  }),
  output: z.object({
    fileName: z.string(),
    contentType: z.string(),
    /** The file, base64. */
    content: z.string(),
    rows: z.number().int(),
  }),
});
