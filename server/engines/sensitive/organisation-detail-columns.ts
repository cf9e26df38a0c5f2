import { normalizeHeader } from './assets/header-rule.js';

/**
 * A header naming an organisation's detail (Employer Address, agency_address, 勤務先住所,
 * 事業所所在地): its address, phone or mailbox is the organisation's, on a row of a person too (a
 * lobbyist's employer, a donor's employer). Seen at campaign-finance and lobbyist registers.
 */
const organisationDetailHeader =
  /employer|agency|company|firm|business|organi[sz]ation|勤務先|会社|事業所|法人|事務所/;

/** The types an organisation's detail column holds as the organisation's, not a person's. */
export const organisationDetailTypes: ReadonlySet<string> = new Set([
  'LOCATION',
  'PHONE_NUMBER',
  'EMAIL_ADDRESS',
]);

/** Read once per column (see ColumnProfile.organisationDetail), not once per finding. */
export function namesOrganisationDetail(header: string): boolean {
  return organisationDetailHeader.test(normalizeHeader(header));
}
