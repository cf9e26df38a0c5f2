import { describe, expect, it } from 'vitest';
import { findingsOfLines } from './test-support/fixtures.js';

describe('tables of people', () => {
  it('reads a payroll as people: names and hire dates with two-digit years', async () => {
    const found = await findingsOfLines([
      'Name,JobTitle,Agency,HireDate,AnnualSalary',
      '"Porter,Jane A",CLERK II,Parks Department,6/10/13,"$41,200.00"',
      '"Reid,Michael T",ENGINEER I,Water Department,10/24/98,"$63,900.00"',
      '"Lewis,Sarah K",INSPECTOR,Housing Department,3/2/07,"$52,400.00"',
    ]);
    for (const row of [1, 2, 3])
      expect(found).toEqual(
        expect.arrayContaining([`${row}:Name:PERSON_NAME`, `${row}:HireDate:DATE`]),
      );
  });

  it('reads middle initials under middle_name as names', async () => {
    const found = await findingsOfLines([
      'last_name,first_name,middle_name',
      'Porter,Jane,L.',
      'Reid,Michael,T.',
      'Lewis,Sarah,',
    ]);
    expect(found).toEqual(
      expect.arrayContaining(['1:middle_name:PERSON_NAME', '2:middle_name:PERSON_NAME']),
    );
  });

  it('finds the date and place of birth in a career summary', async () => {
    const found = await findingsOfLines([
      '氏名,経歴',
      '山田 太郎,昭和40年5月1日山梨県甲府市生まれ。県立高校を経て大学を卒業し、会社員を経て市議会議員に当選、現在に至る。',
      '佐藤 花子,1972年8月3日、札幌市生まれ。大学を卒業後、新聞社に勤務し、退職後に市議会議員に当選、現在二期目。',
    ]);
    expect(found).toEqual(
      expect.arrayContaining(['1:経歴:DATE', '1:経歴:LOCATION', '2:経歴:DATE', '2:経歴:LOCATION']),
    );
  });
});
