/** The sample catalogue's in-memory data, shaped after CKAN's tables rather than its API dicts. */

export type Capacity = 'admin' | 'editor' | 'member';

export interface StoredUser {
  id: string;
  name: string;
  fullname: string;
  email: string;
  token: string;
  sysadmin: boolean;
  created: string;
}

export interface StoredGroup {
  id: string;
  name: string;
  title: string;
  description: string;
  image_url: string;
  created: string;
  isOrganization: boolean;
  extras: Record<string, string>;
  /** user id → capacity */
  members: Map<string, Capacity>;
  state: 'active' | 'deleted';
}

export interface StoredResource {
  id: string;
  package_id: string;
  url: string;
  name: string | null;
  description: string | null;
  format: string | null;
  mimetype: string | null;
  mimetype_inner: string | null;
  size: number | null;
  hash: string;
  resource_type: string | null;
  url_type: string | null;
  created: string;
  last_modified: string | null;
  metadata_modified: string;
  cache_url: string | null;
  cache_last_updated: string | null;
  /** Keys CKAN keeps beside the columns (resource "extras"), returned at the top level. */
  extras: Record<string, unknown>;
}

export interface StoredDataset {
  id: string;
  name: string;
  title: string | null;
  notes: string | null;
  url: string | null;
  version: string | null;
  author: string | null;
  author_email: string | null;
  maintainer: string | null;
  maintainer_email: string | null;
  license_id: string | null;
  owner_org: string | null;
  private: boolean;
  state: 'active' | 'deleted' | 'draft';
  type: string;
  creator_user_id: string;
  metadata_created: string;
  metadata_modified: string;
  /** key → value; CKAN lists them sorted by key. */
  extras: Record<string, string>;
  /** Tag names, in the order CKAN shows them (sorted by name). */
  tags: string[];
  /** Ids of the (non-organization) groups the dataset belongs to. */
  groups: string[];
  resources: StoredResource[];
}

export interface StoredLicense {
  id: string;
  title: string;
  url: string;
  od_conformance: string;
  osd_conformance: string;
  domain_content: string;
  domain_data: string;
  domain_software: string;
  family: string;
  is_generic: string;
  maintainer: string;
  status: string;
}
