import { describe, expect, it } from 'vitest';
import { findingsOfLines } from './test-support/fixtures.js';

// Invented local authorities and capitals, most of them also surnames.
describe('headers naming a kind of place', () => {
  it('does not read local authorities named like people as people', async () => {
    const findings = await findingsOfLines([
      'Authority code,Authority nice name,Library service,Period,Loans,Visits',
      'E0001,Harrison,Harrison Libraries,2023/2024,120400,310200',
      'E0002,Morgan,Morgan Library Service,2023/2024,98300,250100',
      'E0003,Walker,Walker Libraries,2023/2024,87100,199800',
      'E0004,Bradley,Bradley Library Service,2023/2024,65400,150300',
      'E0005,Carter,Carter Libraries,2023/2024,54300,140200',
      'E0006,Dennis,Dennis Libraries,2023/2024,43200,120100',
    ]);
    expect(findings.filter((finding) => finding.includes(':Authority nice name:'))).toEqual([]);
  });

  it('does not read capitals named like people as people', async () => {
    const findings = await findingsOfLines([
      'Country,Capital,Region Code,Population',
      'Northland,Maria Gomez,150,120000',
      'Southia,Juan Lopez,150,98000',
      'Eastmark,Victoria,142,87000',
      'Westerland,San Jose,142,65000',
      'Isla Verde,Anna Berg,019,54000',
      'Costa Azul,Port Louis,019,43000',
    ]);
    expect(findings.filter((finding) => finding.includes(':Capital:'))).toEqual([]);
  });

  it('still finds the officer named beside the authority', async () => {
    const findings = await findingsOfLines([
      'Authority nice name,Chief librarian,Loans',
      'Harrison,Margaret Ellis,120400',
      'Walker,Thomas Reed,87100',
      'Bradley,Susan Hughes,65400',
      'Carter,David Morgan,54300',
    ]);
    expect(
      findings.filter((finding) => finding.endsWith(':Chief librarian:PERSON_NAME')),
    ).toHaveLength(4);
  });
});
