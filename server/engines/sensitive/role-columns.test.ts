import { describe, expect, it } from 'vitest';
import { findingsOfLines } from './test-support/fixtures.js';

describe('a column of jobs, occupations or positions holds roles, not people', () => {
  it('reports the winners, not the offices they won, in a list of election results', async () => {
    const findings = await findingsOfLines([
      'district,winner_name,winner_job,votes',
      '羽幌町,山田 太郎,羽幌町長,1520',
      '留萌市,佐藤 花子,会社役員,2210',
      '苫前町,鈴木 一郎,苫前町長,980',
      '小平町,田中 次郎,農業,760',
    ]);
    expect(findings.filter((finding) => finding.includes('winner_job'))).toEqual([]);
    expect(findings.filter((finding) => finding.includes('winner_name'))).toHaveLength(4);
  });

  it('reports the appointees, not their posts or occupations, in a roster', async () => {
    const findings = await findingsOfLines([
      'president,position,appointee,occupation',
      'Carter,UN Ambassador,Ann Quill,rock band',
      'Carter,Labor Secretary,Bob Varnham,lawyer',
      'Reagan,Chief of Staff,Carl Pellow,banker',
      'Reagan,Budget Director,Dana Lind,economist',
    ]);
    expect(findings.filter((finding) => /position|occupation/.test(finding))).toEqual([]);
    expect(findings.filter((finding) => finding.includes('appointee'))).toHaveLength(4);
  });

  it('still reads names under a header naming both the post and the person (役職・氏名)', async () => {
    const findings = await findingsOfLines([
      '部署,役職・氏名,内線',
      '総務課,課長 山田 太郎,101',
      '財政課,係長 佐藤 花子,102',
      '企画課,主任 鈴木 一郎,103',
    ]);
    expect(findings.filter((finding) => finding.includes('役職・氏名'))).toHaveLength(3);
  });
});
