import { describe, expect, it } from 'vitest';
import { matchStandard } from './match-standard.js';

describe('which standard dataset a dataset claims', () => {
  it('reads the title: the standard names, and their usual variants', () => {
    expect(matchStandard({ title: '架空市AED設置箇所一覧', tags: [] })).toEqual({
      standardId: 'aed',
      matchedBy: 'title',
      term: 'AED',
    });
    expect(matchStandard({ title: '消火栓・防火水槽の位置', tags: [] })?.standardId).toBe(
      'fire-water-facilities',
    );
    expect(matchStandard({ title: '市内の保育園一覧', tags: [] })?.standardId).toBe(
      'childcare-facilities',
    );
    expect(matchStandard({ title: 'フリーＷｉ－Ｆｉスポット', tags: [] })?.standardId).toBe(
      'public-wireless-lan',
    );
  });

  it('prefers the more specific standard when a title names two', () => {
    expect(matchStandard({ title: '公共施設のAED設置箇所', tags: [] })?.standardId).toBe('aed');
    expect(matchStandard({ title: '公共施設の公衆トイレ', tags: [] })?.standardId).toBe(
      'public-toilets',
    );
  });

  it('falls back to the tags when the title says nothing', () => {
    expect(matchStandard({ title: '令和6年度 一覧', tags: ['防災', '指定緊急避難場所'] })).toEqual({
      standardId: 'designated-emergency-evacuation-sites',
      matchedBy: 'tag',
      term: '指定緊急避難場所',
    });
  });

  it("follows the team's mapping over the title, and 'none' claims nothing", () => {
    expect(matchStandard({ title: 'AED設置箇所一覧', tags: [] }, 'public-facilities')).toEqual({
      standardId: 'public-facilities',
      matchedBy: 'mapping',
    });
    expect(matchStandard({ title: 'AED設置箇所一覧', tags: [] }, 'none')).toBeNull();
  });

  it('claims nothing for an unrelated title, nor for a Latin term inside a word', () => {
    expect(matchStandard({ title: '人口動態統計', tags: ['統計'] })).toBeNull();
    expect(matchStandard({ title: 'TRAEDER shipping list', tags: [] })).toBeNull();
  });
});
