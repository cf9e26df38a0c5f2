/**
 * Validation messages of the dataset form and our other forms. Schemas carry the key; the web shows the
 * en/ja text of `validation.<key>`; the English here is what scripts see and must match the spec.
 */
export const validationMessages = {
  nameRequired: 'Name is a required field',
  titleRequired: 'Title is a required field',
  licenseRequired: 'License is a required field',
  organizationRequired: 'Organization is a required field',
  namePattern: 'name must match the following: lowercase,alphanumeric,hyphen',
  tagPunctuation: 'Tags may not contain the Japanese comma (、) or full stop (。)',
  nameTaken: 'That name is already used by another dataset of the catalogue',
  organizationNotEditable: 'You may not put datasets in this organization',
  choiceUnknown: 'Choose one of the listed values',
  organizationIdRequired: 'Please enter your organization ID.',
  workspaceNameRequired: 'Workspace name is a required field',
  instanceNameRequired: 'Instance name is a required field',
  urlInvalid: 'Enter a valid http or https URL',
  tooLong: 'This value is too long',
  invalidSchedule: 'Enter a schedule as five cron fields, e.g. 0 3 * * *',
  emailInvalid: 'Enter a valid email address',
  apiKeyRequired: 'Enter the API key',
  keyNameRequired: 'Name the key',
  displayNameRequired: 'Enter a display name',
  passwordRequired: 'Enter a password',
  passwordTooLong: 'Use at most 128 characters',
  instanceNotInWorkspace: 'This instance is not in the workspace',
  resourceNameRequired: 'Resource Name is a required field',
  resourceNameNewline: 'Resource Name contains a newline character',
  resourceUrlInvalid: 'Resource Url must be a valid URL',
  resourceFormatNewline: 'Resource Format contains line feed characters',
  resourceSizeInteger: 'Resource size must be blank or an integer',
  unstorableCharacter: 'Remove the invisible control or broken character from this value',
  workspaceNameMismatch: 'Type the name of the workspace exactly to delete it',
  // The import's messages per cell; `{{column}}` is the column's header (' is required', spec §5).
  csvRequired: '{{column}} is required',
  csvDatasetUnknown: 'No dataset of this name in this catalogue',
  csvDatasetMismatch: 'A different Dataset Name is specified',
  csvResourceIdUnknown: 'Resource Id must be blank or an existing Resource Id',
  csvDuplicateResource: 'This Resource Id appears on more than one row',
  csvDuplicateDataset: 'This Dataset Name appears on more than one row',
  csvAddNeedsBlankId: 'To add a resource, leave Resource Id blank',
  csvActionUnknown: 'Action must be blank, add, update or delete',
  csvDateInvalid:
    '{{column}} must be blank or an ISO 8601 date and time with a time zone (e.g. 2024-04-01T09:00:00+09:00)',
  csvPosition: 'Position must be blank or a whole number from 1',
  visibilityInvalid: 'Visibility must be public or private (blank keeps the current one)',
  resourceDateInvalid:
    'Enter a date and time in ISO 8601 with a time zone, e.g. 2024-04-01T09:00:00+09:00',
  csvDatasetActionUnknown: 'Action must be blank or delete',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** The English text of a key, its `{{name}}` parameters filled in; an unknown key reads as itself. */
export function validationMessageText(key: string, params: Record<string, string> = {}): string {
  const text = (validationMessages as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}
