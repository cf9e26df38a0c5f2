import { z } from 'zod';
import {
  defaultReportMinLikelihood,
  detectedTypes,
  likelihoods,
  otherSubTypes,
  reportLikelihoods,
  sensitiveCheckStatuses,
  sensitivities,
} from '../sensitive.js';
import { defineFunction } from './define.js';

/** What a started check changes: the reports, the statuses, the check lists and the progress. */
const checkViews = [
  'sensitive.status',
  'sensitive.report',
  'sensitive.checks',
  'sensitive.progress',
] as const;

const ZPerson = z.object({ id: z.string(), name: z.string() });

/** Why a check failed: a stable code the web turns into en/ja text, its parameters, the detail. */
export const ZSensitiveCheckError = z.object({
  /** download.httpStatus, download.tooLarge, download.timeout, scan.ZIP_BOMB, internal… */
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Technical detail in English, for administrators. */
  message: z.string(),
});

/** Why the detector read a table's rows as it did: the kinds of evidence, each with its columns. */
export const tableEvidenceCodes = [
  'peopleHeaders',
  'thingHeaders',
  'fullNames',
  'birthDates',
  'mobilePhones',
  'individualNumbers',
  'organisationNames',
  'coordinates',
  'countsByCategory',
  'eventTimes',
  'representatives',
  'animalsOrPlants',
  'personAttributes',
] as const;
export type TableEvidenceCode = (typeof tableEvidenceCodes)[number];

/** What the detector judged a column to hold: people's names, organisations', both, or places. */
export const columnKinds = ['personNames', 'mixedNames', 'organisationNames', 'places'] as const;
export const columnEvidenceCodes = [
  'knownNames',
  'patronymics',
  'sameShape',
  'nameHeader',
  'rosterColumns',
  'legalForms',
  'organisationWords',
  'placeValues',
] as const;
export type ColumnEvidenceCode = (typeof columnEvidenceCodes)[number];

/**
 * One column as the detector judged it from all of its first values and its header, with the
 * share of those values behind each reason (0..1).
 */
export const ZColumnJudgement = z.object({
  column: z.string(),
  kind: z.enum(columnKinds),
  evidence: z.array(z.object({ code: z.enum(columnEvidenceCodes), share: z.number() })),
});
export type ColumnJudgement = z.infer<typeof ZColumnJudgement>;

/**
 * How the detector read one table (a CSV file, a sheet): its rows as records of people, things
 * (places, businesses, statistics), things that each name a person, or undecided, and the columns
 * that made it. A table of things has its names and addresses read as the things' own.
 */
export const ZTableJudgement = z.object({
  /** The sheet, for workbooks; null for a single table. */
  sheet: z.string().nullable(),
  rows: z.enum(['people', 'things', 'mixed', 'undecided']),
  /** The scorer's own kind: people, other (places, businesses), statistics, unknown. */
  kind: z.enum(['people', 'other', 'statistics', 'unknown']),
  evidence: z.array(z.object({ code: z.enum(tableEvidenceCodes), columns: z.array(z.string()) })),
  /** The columns judged to hold names or places; absent for checks made before columns were judged. */
  columns: z.array(ZColumnJudgement).optional(),
});
export type TableJudgement = z.infer<typeof ZTableJudgement>;

/** One check of one resource: the log of `/workspaces/{w}/{i}/{d}/{r}/{logId}`. */
export const ZSensitiveCheck = z.object({
  id: z.string(),
  resourceId: z.string(),
  datasetId: z.string(),
  instanceId: z.string(),
  status: z.enum(sensitiveCheckStatuses),
  url: z.string(),
  requestedBy: ZPerson.nullable(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  fileBytes: z.number().nullable(),
  contentType: z.string().nullable(),
  format: z.string().nullable(),
  encoding: z.string().nullable(),
  sheets: z.array(z.string()),
  rowsScanned: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** False: the format is not one the detector reads (the check still succeeded). */
  supported: z.boolean().nullable(),
  notSupportedReason: z.string().nullable(),
  /** Findings at or above POSSIBLE (the resource's sensitive info count). */
  findingCount: z.number().int().nullable(),
  /** Findings at or above POSSIBLE by detected type. */
  countsByType: z.partialRecord(z.enum(detectedTypes), z.number().int()),
  /** LIKELY or VERY_LIKELY findings of HIGH or MODERATE sensitivity: syncing asks to confirm. */
  confirmationCount: z.number().int().nullable(),
  /** How each table's rows were read, and why; empty before success and for text and PDF. */
  tables: z.array(ZTableJudgement),
  error: ZSensitiveCheckError.nullable(),
});
export type SensitiveCheck = z.infer<typeof ZSensitiveCheck>;

/**
 * Whether the caller may delete this log: allowed (an owner, an older log), or why not — the
 * latest successful check is the resource's current result, a check in progress is still being
 * written, and only the workspace's owners delete logs.
 */
export const checkLogRemovals = ['allowed', 'latestResult', 'inProgress', 'notOwner'] as const;

export const ZSensitiveCheckLog = ZSensitiveCheck.extend({
  workspaceId: z.string(),
  resourceName: z.string(),
  datasetName: z.string(),
  datasetTitle: z.string(),
  removal: z.enum(checkLogRemovals),
});
export type SensitiveCheckLog = z.infer<typeof ZSensitiveCheckLog>;

/** An owner deletes an older check log (never the resource's current result). */
export const sensitiveRemoveLog = defineFunction('sensitive.removeLog', {
  invalidates: ['sensitive.checks', 'events.list'],
  input: z.object({ checkId: z.uuid() }),
  output: z.object({ removed: z.literal(true) }),
});

/** Progress of "check all" over a dataset or an instance. */
export const ZSensitiveBatch = z.object({
  id: z.string(),
  scope: z.enum(['dataset', 'instance']),
  /** Resources to check; an estimate until the fan-out has queued them all. */
  total: z.number().int(),
  /** Checks finished (succeeded or failed), plus resources already being checked. */
  done: z.number().int(),
  failed: z.number().int(),
  finished: z.boolean(),
  createdAt: z.string(),
  requestedBy: ZPerson.nullable(),
});
export type SensitiveBatch = z.infer<typeof ZSensitiveBatch>;

export const ZStartedBatch = z.object({ batchId: z.string(), total: z.number().int() });

export const resourcesCheckSensitive = defineFunction('resources.checkSensitive', {
  invalidates: checkViews,
  input: z.object({ resourceId: z.uuid() }),
  output: z.object({ checkId: z.string(), status: z.enum(sensitiveCheckStatuses) }),
});

export const datasetsCheckSensitive = defineFunction('datasets.checkSensitive', {
  invalidates: checkViews,
  input: z.object({ datasetId: z.uuid() }),
  output: ZStartedBatch,
});

export const instancesCheckSensitive = defineFunction('instances.checkSensitive', {
  invalidates: checkViews,
  input: z.object({ instanceId: z.uuid() }),
  output: ZStartedBatch,
});

/** What the resource list needs: per resource, Check / Recheck / Running and the latest result. */
export const ZResourceCheckState = z.object({
  resourceId: z.string(),
  /** The check queued or running now: the button reads Running. */
  active: z.object({ id: z.string(), status: z.enum(['queued', 'running']) }).nullable(),
  /** The latest finished check: the button reads Recheck. */
  latest: ZSensitiveCheck.pick({
    id: true,
    status: true,
    finishedAt: true,
    findingCount: true,
    supported: true,
    error: true,
  }).nullable(),
  /** From the latest successful check. */
  sensitiveCount: z.number().int().nullable(),
  lastCheckedAt: z.string().nullable(),
  needsConfirmation: z.boolean(),
});
export type ResourceCheckState = z.infer<typeof ZResourceCheckState>;

export const sensitiveStatus = defineFunction('sensitive.status', {
  input: z.object({ datasetId: z.uuid() }),
  output: z.object({
    resources: z.array(ZResourceCheckState),
    /** The dataset's latest "check all". */
    batch: ZSensitiveBatch.nullable(),
    sensitiveCount: z.number().int().nullable(),
    lastCheckedAt: z.string().nullable(),
    /** Whether the caller may start checks here (the server checks again). */
    canCheck: z.boolean(),
  }),
});

export const sensitiveProgress = defineFunction('sensitive.progress', {
  input: z.object({ instanceId: z.uuid() }),
  /** The instance's latest "check all". */
  output: z.object({ batch: ZSensitiveBatch.nullable() }),
});

export const sensitiveChecks = defineFunction('sensitive.checks', {
  input: z.object({ resourceId: z.uuid() }),
  /** The resource's checks, newest first (at most 50). */
  output: z.object({ items: z.array(ZSensitiveCheck) }),
});

export const sensitiveLog = defineFunction('sensitive.log', {
  input: z.object({ checkId: z.uuid() }),
  output: ZSensitiveCheckLog,
});

/** A sensitive report row: row, likelihood, score, quote, column name, detected type. */
export const ZSensitiveFinding = z.object({
  row: z.number().int(),
  page: z.number().int().nullable(),
  sheet: z.string().nullable(),
  column: z.string(),
  type: z.enum(detectedTypes),
  subType: z.enum(otherSubTypes).nullable(),
  likelihood: z.enum(likelihoods),
  sensitivity: z.enum(sensitivities),
  /** Null for callers who are not members of the workspace. */
  quote: z.string().nullable(),
});
export type SensitiveFinding = z.infer<typeof ZSensitiveFinding>;

export const sensitiveReport = defineFunction('sensitive.report', {
  input: z.object({
    resourceId: z.uuid(),
    minLikelihood: z.enum(reportLikelihoods).default(defaultReportMinLikelihood),
    /** The tab; default the first type with findings. */
    type: z.enum(detectedTypes).optional(),
  }),
  output: z.object({
    resource: z.object({ id: z.string(), name: z.string(), url: z.string(), format: z.string() }),
    dataset: z.object({ id: z.string(), name: z.string(), title: z.string() }),
    /** The latest successful check, whose findings these are; null before the first one. */
    check: ZSensitiveCheck.nullable(),
    /** A check queued or running now. */
    active: z.object({ id: z.string(), status: z.enum(['queued', 'running']) }).nullable(),
    /** Every detected type with its count at or above minLikelihood. */
    tabs: z.array(z.object({ type: z.enum(detectedTypes), count: z.number().int() })),
    type: z.enum(detectedTypes),
    minLikelihood: z.enum(likelihoods),
    rows: z.array(ZSensitiveFinding),
    /** Findings of the tab at or above minLikelihood; rows holds at most `limit` of them. */
    total: z.number().int(),
    limit: z.number().int(),
    quotesHidden: z.boolean(),
    /** Whether the caller may start a check (the server checks again). */
    canCheck: z.boolean(),
  }),
});
