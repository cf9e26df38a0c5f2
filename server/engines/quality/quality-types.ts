import type { LinkStatus } from '#contract/enums.js';
import type { ConformanceSummary } from './conformance/conformance-types.js';
import type { FileProfile } from './profile/file-profile.js';
import type { QualityRuleId } from './rule-table.js';

/** What the scorer needs of one dataset: read from the working copy, never from the network. */
export interface QualityInput {
  title: string;
  /** CKAN `notes`, the description. */
  notes: string;
  licenseId: string | null;
  /**
   * Whether the catalogue's licence list calls this licence open (isOpenLicence on its
   * license_list entry); null when the list has no entry for it, so openness cannot be told.
   */
  licenceOpen: boolean | null;
  tags: readonly string[];
  /** The owner organisation's id or name; null when the dataset has none. */
  organisation: string | null;
  maintainer: string | null;
  maintainerEmail: string | null;
  author: string | null;
  authorEmail: string | null;
  /** The update frequency as the catalogue holds it (extras update_frequency, frequency, 更新頻度…). */
  updateFrequency: string | null;
  metadataModified: Date | null;
  resources: readonly QualityResourceInput[];
}

export interface QualityResourceInput {
  id: string;
  /** CKAN's format field, as typed by the publisher (CSV, xlsx, text/csv, PDF…). */
  format: string;
  url: string;
  /** The resource's own last modification (CKAN last_modified), when known. */
  lastModified?: Date | null;
  /** The link checker's latest verdict; null until the link is checked. */
  linkStatus: LinkStatus | null;
  /** Findings of the latest personal-data check; null when it was never checked. */
  sensitiveCount: number | null;
  /** The profile of the file the latest check downloaded; null when none was made. */
  profile: FileProfile | null;
  /** The conformance of that file to the standard dataset the dataset claims; null when none. */
  conformance?: ConformanceSummary | null;
}

/** A rule's parameters for the message the web shows: numbers and short codes, never prose. */
export type QualityDetail = Readonly<Record<string, string | number>>;

export interface FailedRule {
  rule: QualityRuleId;
  /** Set for a rule checked per resource. */
  resourceId?: string;
  detail?: QualityDetail;
}

export interface ResourceStars {
  resourceId: string;
  /** Openness stars 0–5 as ckanext-qa gives them: 0 for a dead link or a licence that is not open. */
  stars: number;
}

export interface QualityResult {
  /** 0–100: the weights of the rules passed over the weights of the rules that apply. */
  score: number;
  failed: FailedRule[];
  stars: ResourceStars[];
}

export interface ScoreOptions {
  /** The time freshness is judged at (milliseconds since the epoch); scoring reads no clock. */
  now: number;
}
