import { describe, expect, it } from 'vitest';
import { findBirthStatements } from './birth-statement.js';

describe('dates and places of birth in Japanese text', () => {
  it('finds the date and the place before 生まれ', () => {
    expect(findBirthStatements('昭和40年5月1日山梨県甲府市生まれ。県立高校卒業。')).toEqual([
      { date: '昭和40年5月1日', place: '山梨県甲府市' },
    ]);
    expect(findBirthStatements('1980年7月、札幌市生まれ、会社員を経て現職。')).toEqual([
      { date: '1980年7月', place: '札幌市' },
    ]);
    expect(findBirthStatements('平成2年長野生まれ')).toEqual([{ date: '平成2年', place: '長野' }]);
  });

  it('keeps the date when no place is named', () => {
    expect(findBirthStatements('昭和52年3月3日生まれ。')).toEqual([{ date: '昭和52年3月3日' }]);
  });

  it('ignores dates that are not of a birth', () => {
    expect(findBirthStatements('平成28年参議院議員初当選、令和4年再選。')).toEqual([]);
  });
});
