import type { Sensitivity } from './types.js';

/**
 * The sensitivity score reported with each finding, by detected type or OTHER sub-type.
 * - HIGH: identifies a person on its own or enables fraud or discrimination: national ID
 *   (My Number), payment cards, a person's name, ethnic group or nationality (special-care
 *   personal information under Japan's APPI).
 * - MODERATE: reaches or locates a person when combined with a name: e-mail, phone, address.
 * - LOW: a date (a birth date matters only next to other fields) and anything unrecognised.
 */
export const defaultSensitivity: Record<string, Sensitivity> = {
  PERSON_NAME: 'SENSITIVITY_HIGH',
  ETHNIC_GROUP: 'SENSITIVITY_HIGH',
  JAPAN_INDIVIDUAL_NUMBER: 'SENSITIVITY_HIGH',
  CREDIT_CARD_NUMBER: 'SENSITIVITY_HIGH',
  EMAIL_ADDRESS: 'SENSITIVITY_MODERATE',
  PHONE_NUMBER: 'SENSITIVITY_MODERATE',
  LOCATION: 'SENSITIVITY_MODERATE',
  DATE: 'SENSITIVITY_LOW',
  OTHER: 'SENSITIVITY_LOW',
};

export function sensitivityOf(type: string, subType?: string): Sensitivity {
  return (subType && defaultSensitivity[subType]) || defaultSensitivity[type] || 'SENSITIVITY_LOW';
}
