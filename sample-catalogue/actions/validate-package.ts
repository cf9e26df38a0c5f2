import type { CatalogueStore } from '../store/catalogue-store.js';
import type { StoredDataset, StoredUser } from '../store/types.js';
import type { ErrorDict } from './action-errors.js';
import { hasPermission } from './authz.js';
import { textValue, validateResource, type CleanResource } from './validate-resource.js';

/**
 * default_create_package_schema / default_update_package_schema, as CKAN 2.10 runs them:
 * each validator adds its message and the chain goes on unless the value is missing, so one
 * field can collect several messages ("Must be at least 2 characters long" and
 * 'Name "x" length is less than minimum 2').
 */

export const textColumns = [
  'title',
  'notes',
  'url',
  'version',
  'author',
  'author_email',
  'maintainer',
  'maintainer_email',
  'license_id',
] as const;
type TextColumn = (typeof textColumns)[number];

export interface CleanPackage {
  id?: string;
  name?: string;
  text: Partial<Record<TextColumn, string | null>>;
  owner_org?: string | null;
  private?: boolean;
  state?: 'active' | 'deleted' | 'draft';
  type?: string;
  /** undefined = the key was absent (or not a list of dicts): CKAN then empties the list. */
  tags?: string[];
  groups?: string[];
  extras?: Record<string, string>;
  resources?: CleanResource[];
}

const schemaKeys = new Set([
  'id',
  'name',
  'title',
  'author',
  'author_email',
  'maintainer',
  'maintainer_email',
  'license_id',
  'notes',
  'url',
  'version',
  'state',
  'type',
  'owner_org',
  'private',
  '__extras',
  '__junk',
  'resources',
  'tags',
  'tag_string',
  'plugin_data',
  'extras',
  'save',
  'return_to',
  'relationships_as_object',
  'relationships_as_subject',
  'groups',
  '__before',
]);
const emailPattern =
  /^(?!\.)(?!.*\.$)(?!.*?\.\.)[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** Python's [\w \-.] with re.UNICODE: letters, digits and underscore of any script. */
const tagPattern = /^[\p{L}\p{N}_ .-]*$/u;

const isMissing = (value: unknown) => value === undefined || value === null;
const isEmpty = (value: unknown) =>
  isMissing(value) || value === '' || (Array.isArray(value) && value.length === 0);

/** A list of dicts as navl flattens it; anything else under that key is dropped by CKAN. */
function listOfDicts(value: unknown): Record<string, unknown>[] | undefined {
  if (!Array.isArray(value)) return undefined;
  if (value.length === 0) return [];
  if (typeof value[0] !== 'object' || value[0] === null || Array.isArray(value[0]))
    return undefined;
  return value.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
}

export function validatePackage(
  store: CatalogueStore,
  user: StoredUser | undefined,
  input: Record<string, unknown>,
  existing: StoredDataset | undefined,
): { clean: CleanPackage; errors: ErrorDict } {
  const errors: ErrorDict = {};
  const add = (key: string, message: string) => {
    const messages = (errors[key] ??= []) as string[];
    messages.push(message);
  };
  const clean: CleanPackage = { text: {} };
  const isCreate = !existing;

  // id: only sysadmins may choose one on create.
  if (isCreate && !isMissing(input.id) && input.id !== '') {
    if (!user?.sysadmin) add('id', 'The input field id was not expected.');
    else if (store.findDataset(textValue(input.id))) add('id', 'Dataset id already exists');
    else clean.id = textValue(input.id);
  }

  // name
  if (isCreate ? true : !isMissing(input.name)) {
    if (isCreate && isEmpty(input.name)) add('name', 'Missing value');
    else validateName(store, input.name, existing, add, clean);
  }

  // title and the other text columns
  for (const key of textColumns) {
    const value = input[key];
    if (isMissing(value)) continue;
    let text = textValue(value);
    if (key === 'author_email' || key === 'maintainer_email') {
      text = text.trim();
      if (text && !emailPattern.test(text)) add(key, `Email ${text} is not a valid format`);
    }
    if (key === 'version' && text.length > 100)
      add('version', 'Version must be a maximum of 100 characters long');
    clean.text[key] = text;
  }
  if (isCreate && !clean.text.title && clean.name) clean.text.title = clean.name; // if_empty_same_as("name")

  // owner_org
  if (isCreate || !isMissing(input.owner_org)) {
    const value = input.owner_org;
    if (isMissing(value) || value === '') {
      add('owner_org', 'An organization must be provided');
    } else {
      const organization = store.findGroup(textValue(value), true);
      if (!organization) add('owner_org', 'Organization does not exist');
      else if (
        (!existing || existing.owner_org !== organization.id) &&
        !hasPermission(store, user, organization.id, 'create_dataset')
      ) {
        add('owner_org', 'You cannot add a dataset to this organization');
      } else clean.owner_org = organization.id;
    }
  }

  // private
  if (!isMissing(input.private)) {
    const value = input.private;
    clean.private =
      typeof value === 'boolean'
        ? value
        : ['true', 'yes', 't', 'y', '1'].includes(textValue(value).toLowerCase());
    const owner = clean.owner_org ?? existing?.owner_org;
    if (clean.private && !owner) add('private', "Datasets with no organization can't be private.");
  }

  if (!isMissing(input.type)) clean.type = textValue(input.type);
  // ignore_not_package_admin: only those who may administer the dataset change its state.
  if (
    !isMissing(input.state) &&
    (user?.sysadmin ||
      (existing &&
        existing.owner_org &&
        hasPermission(store, user, existing.owner_org, 'update_dataset')))
  ) {
    const state = textValue(input.state);
    if (state === 'active' || state === 'deleted' || state === 'draft') clean.state = state;
  }

  validateTags(input, clean, errors);
  validateExtras(input, clean, errors, add);

  const groups = listOfDicts(input.groups);
  if (groups) {
    clean.groups = groups
      .map((group) => store.findGroup(textValue(group.id ?? group.name ?? ''), false)?.id)
      .filter((id): id is string => id !== undefined);
  }

  const resources = listOfDicts(input.resources);
  if (resources) {
    const results = resources.map((resource) => validateResource(resource));
    clean.resources = results.map((result) => result.clean);
    if (results.some((result) => Object.keys(result.errors).length > 0))
      errors.resources = results.map((result) => result.errors);
  }
  return { clean, errors };
}

function validateName(
  store: CatalogueStore,
  value: unknown,
  existing: StoredDataset | undefined,
  add: (key: string, message: string) => void,
  clean: CleanPackage,
): void {
  if (typeof value !== 'string') {
    add('name', 'Names must be strings');
    return;
  }
  if (['new', 'edit', 'search'].includes(value)) add('name', 'That name cannot be used');
  else if (value.length < 2) add('name', 'Must be at least 2 characters long');
  else if (value.length > 100) add('name', 'Name must be a maximum of 100 characters long');
  else if (!/^[a-z0-9_-]*$/.test(value))
    add('name', 'Must be purely lowercase alphanumeric (ascii) characters and these symbols: -_');
  // package_name_validator
  const holder = store.liveDatasetNamed(value);
  if (holder && holder.id !== existing?.id) add('name', 'That URL is already in use.');
  if (value.length < 2) add('name', `Name "${value}" length is less than minimum 2`);
  else if (value.length > 100) add('name', `Name "${value}" length is more than maximum 100`);
  clean.name = value;
}

function tagProblems(name: string): string[] {
  const problems: string[] = [];
  if (name.length < 2) problems.push(`Tag "${name}" length is less than minimum 2`);
  if (name.length > 100) problems.push(`Tag "${name}" length is more than maximum 100`);
  if (!tagPattern.test(name)) {
    problems.push(
      `Tag "${name}" can only contain alphanumeric characters, spaces (" "), hyphens ("-"), underscores ("_") or dots (".")`,
    );
  }
  return problems;
}

function validateTags(
  input: Record<string, unknown>,
  clean: CleanPackage,
  errors: ErrorDict,
): void {
  const tags = listOfDicts(input.tags);
  const names: string[] = [];
  if (tags) {
    const tagErrors = tags.map((tag) => {
      if (isEmpty(tag.name)) return { name: ['Missing value'] };
      const name = textValue(tag.name);
      names.push(name);
      const problems = tagProblems(name);
      return problems.length ? { name: problems } : {};
    });
    if (tagErrors.some((entry) => Object.keys(entry).length > 0)) errors.tags = tagErrors;
  }
  if (typeof input.tag_string === 'string') {
    const fromString = input.tag_string
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    const problems = fromString.flatMap((name) => tagProblems(name).slice(0, 1));
    if (problems.length) errors.tag_string = problems;
    names.push(...fromString);
  }
  if (tags || typeof input.tag_string === 'string') clean.tags = [...new Set(names)];
}

function validateExtras(
  input: Record<string, unknown>,
  clean: CleanPackage,
  errors: ErrorDict,
  add: (key: string, message: string) => void,
): void {
  const extras = listOfDicts(input.extras);
  if (!extras) return;
  const values: Record<string, string> = {};
  const seen: string[] = [];
  const extraErrors = extras.map((extra) => {
    const problems: Record<string, string[]> = {};
    if (isEmpty(extra.key)) problems.key = ['Missing value'];
    else if (schemaKeys.has(textValue(extra.key)))
      problems.key = ['There is a schema field with the same name'];
    if (isMissing(extra.value)) problems.value = ['Missing value'];
    if (!problems.key && !problems.value && !extra.deleted) {
      const key = textValue(extra.key);
      seen.push(key);
      values[key] = textValue(extra.value);
    }
    return problems;
  });
  if (extraErrors.some((entry) => Object.keys(entry).length > 0)) errors.extras = extraErrors;
  const duplicate = seen.find((key, index) => seen.indexOf(key) !== index);
  if (duplicate !== undefined) add('extras_validation', `Duplicate key "${duplicate}"`);
  clean.extras = values;
}
