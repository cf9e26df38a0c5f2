import { contains, exact, notAbout, type HeaderRule } from './header-rule.js';

/** English column headers (spaces, underscores and case removed). A product asset; rules in order. */
export const englishHeaderRules: HeaderRule[] = [
  // The business or facility each row is (shop_name, Business), not its number, link or address.
  { match: notAbout(['id$', 'number', 'code', 'url', 'site', 'address', '番号', 'コード', '所在地', '住所'], 'shop', 'store', 'business', 'company', 'vendor', 'merchant', 'restaurant', 'facility'), business: true },
  // A job, an occupation or a position (winner_job, position, Occupation) is a role, not a person:
  // before the people words, so that winner_job is not read as the winner's name.
  { match: notAbout(['name'], 'job', 'occupation', 'position', 'profession', 'vocation', '^roles?$'), type: 'PERSON_NAME', weight: -0.4 },
  // A payroll's job titles, salaries and hire dates describe employees, whatever the agency.
  { match: notAbout(['average', 'median', 'mean', 'total'], 'jobtitle', 'salary', 'wage', 'grosspay', 'basepay', 'overtimepay', 'hiredate', 'dateofhire', 'datehired'), tableVote: 2 },
  { match: contains('facility', 'company', 'business', 'organisation', 'organization', 'agency', 'station', 'school', 'hospital', 'venue', 'store', 'shop', 'brand', 'product', 'title', 'dataset', 'district', 'department', 'vendor', 'supplier', 'site', 'building', 'park', 'library', 'route', 'line'), type: 'PERSON_NAME', weight: -0.4, tableVote: -2 },
  // The name of a place or a thing (County Name, Street Name, Provider Name) is not a person's.
  { match: contains('(?:city|county|state|street|road|place|town|village|ward|district|country|area|region|province|provider|practice|site|spot|facility|organi[sz]ation|company|business)name'), type: 'PERSON_NAME', weight: -0.4, tableVote: -2 },
  // Where a thing is (Headquarters Location, City) names a place, not a person (Santa Clara, GREEN BAY);
  // so do a local authority (Authority nice name: Bolton, Darlington) and a capital (Diego Garcia).
  { match: contains('city', 'town', 'county', 'state', 'region', 'municipality', 'ward', 'prefecture', 'country', 'location', 'headquarters', 'place', 'subcountry', 'suburb', 'authority', 'borough', 'capital'), type: 'PERSON_NAME', weight: -0.4 },
  // A maker, a listed security, a mill, a band or a committee is named after people, not a person.
  { match: contains('make', 'manufacturer', 'committeename', '^security$', '^mill$', '^band$'), type: 'PERSON_NAME', weight: -0.4 },
  { match: contains('city', 'county', 'state', 'region', 'municipality', 'ward', 'prefecture', 'country', 'location'), type: 'LOCATION', weight: -0.35, tableVote: -1 },
  // When a thing happened, or an office was taken or left (Resignation Date): public record, not a life event.
  { match: notAbout(['birth', 'dob', 'born', 'death'], 'published', 'publication', 'updated', 'modified', 'created', 'issued', 'opened', 'opening', 'established', 'asof', 'reported', 'period', 'fiscal', 'year', 'registered', 'effective', 'expires', 'expiry', 'inspection', 'lastvisit', 'reviewed', 'released', 'termstart', 'termend', 'added', 'listed', 'listing', 'resignation', 'resigned', 'swornin', 'tookoffice', 'leftoffice', 'electiondate'), type: 'DATE', weight: -0.35, tableVote: -1 },
  { match: contains('code', 'licen', 'permit', 'registration', 'taxid', 'ein', 'sku', 'isbn', 'productid', 'orderid', 'memberid', 'accountno', 'reference', 'ref'), type: 'OTHER', subType: 'JAPAN_INDIVIDUAL_NUMBER', weight: -0.3 },
  { match: contains('fax'), type: 'PHONE_NUMBER', weight: 0.1 },
  { match: contains('office', 'inquir', 'enquir', 'helpline', 'hotline', 'switchboard', 'mainline', 'mainphone', 'department', 'extension'), organisationContact: true },
  { match: contains('population', 'households', 'count', 'total', 'share', 'percent', 'amount', 'budget', 'capacity', 'area', 'hours', 'fee', 'price', 'revenue', 'exports', 'imports', 'visitors', 'ridership', 'beds', 'enrollment', 'rate'), tableVote: -2 },
  // A member's party, province or constituency is a group or a place, not a person.
  { match: contains('party', 'province', 'riding', 'constituency', 'electorate', 'caucus', 'faction', 'ward'), type: 'PERSON_NAME', weight: -0.4 },
  { match: exact('name', 'names'), type: 'PERSON_NAME', weight: 0.35, tableVote: 2, genericName: true },
  { match: exact('fullname', 'firstname', 'lastname', 'surname', 'givenname', 'familyname', 'forename', 'middlename', 'middleinitial', 'maidenname', 'nickname', 'fname', 'lname'), type: 'PERSON_NAME', weight: 0.35, tableVote: 2 },
  { match: contains('applicant', 'owner', 'contact', 'patient', 'employee', 'staff', 'student', 'member', 'customer', 'client', 'guardian', 'parent', 'resident', 'tenant', 'holder', 'recipient', 'beneficiary', 'driver', 'victim', 'suspect', 'officer', 'person', 'manager', 'representative', 'teacher', 'author', 'caller', 'requester', 'reporter', 'complainant', 'candidate', 'winner', 'lobbyist', 'donor', 'contributor', 'appointee', 'nominee', 'laureate', 'councillor', 'guest', 'player'), type: 'PERSON_NAME', weight: 0.25, tableVote: 1 },
  // Any other "… name" (Security Name, Global Name, official_name_fr) names whatever the table
  // lists: its values count as people only when most read as full names.
  { match: contains('name'), type: 'PERSON_NAME', weight: 0, genericName: true },
  // Rows that are animals or plants (species, breed): their names, sexes and birth dates are no one's.
  { match: contains('species', 'breed', 'genus', 'taxon', 'cultivar', 'variety'), tableVote: -2 },
  { match: contains('email', 'e-mail', 'mail'), type: 'EMAIL_ADDRESS', weight: 0.2 },
  { match: contains('mobile', 'cell'), type: 'PHONE_NUMBER', weight: 0.35, tableVote: 1 },
  { match: contains('phone', 'tel', 'telephone'), type: 'PHONE_NUMBER', weight: 0.3 },
  { match: contains('dob', 'birth', 'born', 'bday', 'death', 'deceased'), type: 'DATE', weight: 0.4, tableVote: 2 },
  { match: contains('homeaddress', 'address', 'street', 'residence', 'domicile', 'mailing'), type: 'LOCATION', weight: 0.35, tableVote: 1 },
  { match: contains('zip', 'postalcode', 'postcode'), type: 'LOCATION', weight: 0.3 },
  { match: contains('nationality', 'ethnicity', 'ethnic', 'race', 'citizenship', 'origin', 'ancestry'), type: 'ETHNIC_GROUP', weight: 0.4, tableVote: 1 },
  { match: contains('individualnumber', 'mynumber', 'nationalid', 'ssn', 'socialsecurity'), type: 'OTHER', subType: 'JAPAN_INDIVIDUAL_NUMBER', weight: 0.4, tableVote: 2 },
  { match: contains('card', 'ccnumber', 'creditcard', '^pan$'), type: 'OTHER', subType: 'CREDIT_CARD_NUMBER', weight: 0.4, tableVote: 1 },
  { match: exact('gender', 'sex', 'age', 'occupation', 'maritalstatus', 'diagnosis', 'grade', 'religion', 'salary', 'agegroup'), tableVote: 2 },
];
