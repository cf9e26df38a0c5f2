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
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

export function validationMessageText(key: string): string {
  return (validationMessages as Record<string, string>)[key] ?? key;
}
