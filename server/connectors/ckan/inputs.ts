/** What we send to package_create / package_update / package_patch. Unknown keys reach CKAN as is. */
export interface CkanPackageInput {
  name: string;
  title?: string | null;
  notes?: string | null;
  url?: string | null;
  version?: string | null;
  author?: string | null;
  author_email?: string | null;
  maintainer?: string | null;
  maintainer_email?: string | null;
  license_id?: string | null;
  owner_org?: string | null;
  private?: boolean;
  state?: string;
  type?: string;
  tags?: { name: string; vocabulary_id?: string | null }[];
  groups?: ({ id: string } | { name: string })[];
  /**
   * CKAN replaces this list whole on patch: send every extra, not only the changed one.
   * Values are strings in CKAN; a null value is refused ("Missing value").
   */
  extras?: { key: string; value: string | number | boolean | null; deleted?: boolean }[];
  resources?: CkanResourceInput[];
  [field: string]: unknown;
}

/** What we send to resource_create / resource_patch; extra keys are kept by CKAN as resource extras. */
export interface CkanResourceInput {
  id?: string;
  url?: string | null;
  name?: string | null;
  description?: string | null;
  format?: string | null;
  mimetype?: string | null;
  size?: number | null;
  last_modified?: string | null;
  [field: string]: unknown;
}
