import type { SyncStatus } from '#contract/enums.js';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ConformanceReport } from '#server/engines/quality/conformance/conformance-types.js';
import type { FileProfile } from '#server/engines/quality/profile/file-profile.js';
import { instances } from './instances.js';

/**
 * The working copy of a catalogue dataset. The columns hold the local version (what users see and
 * edit); `remote` is the catalogue's version as last pulled and `base` the catalogue version the
 * local one was based on, so a pull never overwrites an unsynced edit and a push can tell what
 * changed on either side. `base` is null while it is `remote` (after every pull and push): each
 * catalogue version is stored once.
 */
export const datasets = pgTable(
  'datasets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    /** CKAN's id; null for a dataset created here and not yet synced. */
    ckanId: text('ckan_id'),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** CKAN owner_org (id), with the organization's name and title for lists. */
    ownerOrg: text('owner_org'),
    organizationName: text('organization_name'),
    organizationTitle: text('organization_title'),
    licenseId: text('license_id'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    url: text('url'),
    maintainer: text('maintainer'),
    updateFrequency: text('update_frequency'),
    extras: jsonb('extras')
      .notNull()
      .default(sql`'[]'::jsonb`),
    private: boolean('private').notNull().default(false),
    numResources: integer('num_resources').notNull().default(0),
    metadataCreated: timestamp('metadata_created', { withTimezone: true }),
    metadataModified: timestamp('metadata_modified', { withTimezone: true }),
    remote: jsonb('remote'),
    base: jsonb('base'),
    /** CKAN's metadata_modified of `remote`, verbatim, for exact comparison before a push. */
    remoteModified: text('remote_modified'),
    /** synced | not_synced | conflict | local_only */
    syncStatus: text('sync_status').$type<SyncStatus>().notNull().default('synced'),
    /** Optimistic concurrency: every local change increments it. */
    version: integer('version').notNull().default(1),
    /**
     * Set while a sync pushes this dataset, so a second sync cannot run beside it; a claim older
     * than the sync lease (a process that died mid-sync) no longer counts.
     */
    syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
    /** Set when the catalogue no longer has the dataset; the copy stays, marked removed. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** alive | dead | unknown, from the link checker; null until checked. */
    linkStatus: text('link_status'),
    /** Why: the reason of its worst resource link (contract linkReasons). */
    linkReason: text('link_reason'),
    linkCheckedAt: timestamp('link_checked_at', { withTimezone: true }),
    sensitiveCount: integer('sensitive_count'),
    /**
     * Normalised name, title, tags, organization and notes, for keyword search (its two-character
     * pieces, which the index looks up, are in dataset_grams).
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('datasets_instance_ckan_id').on(table.instanceId, table.ckanId),
    // One index per sort order of the dataset list, so a page is read in order, not sorted.
    index('datasets_instance_name').on(table.instanceId, table.name),
    index('datasets_instance_modified_desc').on(
      table.instanceId,
      table.metadataModified.desc().nullsLast(),
      table.name,
    ),
    index('datasets_instance_modified_asc').on(
      table.instanceId,
      table.metadataModified.asc().nullsLast(),
      table.name,
    ),
    index('datasets_instance_resources_desc').on(
      table.instanceId,
      table.numResources.desc(),
      table.name,
    ),
    index('datasets_instance_resources_asc').on(
      table.instanceId,
      table.numResources.asc(),
      table.name,
    ),
    // The dataset list filtered by link status, read in name order.
    index('datasets_instance_link_status').on(table.instanceId, table.linkStatus, table.name),
    // The list filtered to what is not in step with the catalogue (changed here, conflicts, only
    // here, to be deleted, removed there), in name order. Partial: the datasets in step, nearly
    // all of them, are not in it, so a harvest writing them does not maintain it.
    index('datasets_instance_out_of_step')
      .on(table.instanceId, table.syncStatus, table.name)
      .where(sql`${table.syncStatus} <> 'synced' or ${table.removedAt} is not null`),
  ],
);

/**
 * A dataset's files. The table keeps half of each page free (fillfactor 50, migration 0028, which
 * Drizzle does not model): a change to every resource updates each row in place.
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    /**
     * Its dataset's instance, for lists by instance. No foreign key of its own: the dataset's holds
     * the instance and goes with it (and the resource with the dataset), and a check per resource
     * row cost a twentieth of a harvest's CPU on PGlite (bench/harvest/README.md, 29 November 2026).
     */
    instanceId: uuid('instance_id').notNull(),
    ckanId: text('ckan_id'),
    position: integer('position').notNull().default(0),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    url: text('url').notNull().default(''),
    format: text('format').notNull().default(''),
    mimetype: text('mimetype'),
    size: bigint('size', { mode: 'number' }),
    created: timestamp('created', { withTimezone: true }),
    lastModified: timestamp('last_modified', { withTimezone: true }),
    syncStatus: text('sync_status').$type<SyncStatus>().notNull().default('synced'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** alive | dead | unknown as recorded by the link checker; null until checked. */
    linkStatus: text('link_status'),
    linkReason: text('link_reason'),
    linkCheckedAt: timestamp('link_checked_at', { withTimezone: true }),
    sensitiveCount: integer('sensitive_count'),
    /**
     * What the latest personal-data check read of the file it downloaded (its table shape and
     * encoding), for the quality rules; null until a check downloaded it.
     */
    fileProfile: jsonb('file_profile').$type<FileProfile>(),
    /**
     * How the file the latest check read differs from the national standard dataset its dataset
     * claims (by title or tag): every difference counted, the first ones kept with their row and
     * column. Null when the dataset claims none or the file is not a table.
     */
    conformance: jsonb('conformance').$type<ConformanceReport>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('resources_instance_ckan_id').on(table.instanceId, table.ckanId),
    index('resources_dataset').on(table.datasetId, table.position),
    index('resources_instance_format').on(table.instanceId, table.format),
    index('resources_instance_link_status').on(table.instanceId, table.linkStatus),
  ],
);

/** A dataset's row as stored. */
export type DatasetRecord = typeof datasets.$inferSelect;
/** A resource's row as stored. */
export type ResourceRecord = typeof resources.$inferSelect;
