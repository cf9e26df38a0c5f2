import type {
  DatabaseHandleNeed,
  DatabaseNeed,
  JobsNeed,
  LoggerNeed,
  NetworkNeed,
} from '../service-needs.js';

/** What running a link check (or one part of it) uses: the database, jobs, the network, a log. */
export type LinkCheckRunNeeds = DatabaseNeed &
  LoggerNeed &
  JobsNeed &
  NetworkNeed &
  DatabaseHandleNeed;
