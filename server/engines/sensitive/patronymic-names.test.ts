import { describe, expect, it } from 'vitest';
import { findingsOfLines, personNamesIn } from './test-support/fixtures.js';
import { joinedByPatronymic } from './patronymic-name.js';

// Invented Malaysian applicants under a header no header list knows (Malay: full name, age).
const applicants = [
  'kod,kawasan,nama_penuh,umur',
  'P001,Bukit Contoh,ZULKARNAIN BIN RAMLI,41 tahun',
  'P002,Kampung Rekaan,HASLINDA BINTI YUSOF,38 tahun',
  'P003,Taman Sampel,MUNIANDY A/L SUPPIAH,45 tahun',
  'P004,Sungai Ilham,THILAGAVATHY A/P KANNAN,36 tahun',
  'P005,Bandar Cuba,SHAHRUDDIN BIN OTHMAN,52 tahun',
  'P006,Pekan Ujian,NORAZIAH BINTI SALLEH,47 tahun',
  'P007,Bukit Andaian,TAN WEI LIANG,50 tahun',
];

describe('names joined by a patronymic', () => {
  it('reads bin, binti, a/l and a/p between name words as a name, whatever the case', () => {
    expect(joinedByPatronymic('ZALEHA BINTI MUSTAPA')).toBe(true);
    expect(joinedByPatronymic('Karuppan a/l Muthusamy')).toBe(true);
    expect(joinedByPatronymic('Hafiz Bin Abas')).toBe(true);
    expect(joinedByPatronymic('Recycling bin')).toBe(false);
    expect(joinedByPatronymic('Bin 4, Block 12')).toBe(false);
  });

  it('finds every name of a column of them no lexicon knows, by its patronymics', async () => {
    const names = personNamesIn(await findingsOfLines(applicants));
    expect(names).toEqual([1, 2, 3, 4, 5, 6, 7].map((row) => `${row}:nama_penuh:PERSON_NAME`));
  });

  it('does not read a waste calendar repeating its bins as a column of names', async () => {
    const found = await findingsOfLines([
      'week,service,area',
      '1,Blue Bin Day,Northfield',
      '2,Green Bin Day,Northfield',
      '3,Blue Bin Day,Northfield',
      '4,Green Bin Day,Northfield',
      '5,Blue Bin Day,Northfield',
      '6,Green Bin Day,Northfield',
    ]);
    expect(personNamesIn(found)).toEqual([]);
  });
});
