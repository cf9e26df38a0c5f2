import { describe, expect, it } from 'vitest';
import { isOrganisationMailbox } from './recognizers/organisation-mailbox.js';
import { scanStream } from './scan-stream.js';
import { streamOf } from './test-support/fixtures.js';

describe('contact points of an organisation', () => {
  it('tells office mailboxes from personal ones', () => {
    expect(isOrganisationMailbox('info@example.jp')).toBe(true);
    expect(isOrganisationMailbox('kikaku@city.example.lg.jp')).toBe(true);
    expect(isOrganisationMailbox('enquiries@council.example.gov.uk')).toBe(true);
    expect(isOrganisationMailbox('taro.yamada@example.jp')).toBe(false);
    expect(isOrganisationMailbox('hanako1985@example.com')).toBe(false);
    expect(isOrganisationMailbox('jane.porter@council.example.gov.uk')).toBe(false);
    expect(isOrganisationMailbox("niamh.o'hara@council.example.gov.uk")).toBe(false);
    expect(isOrganisationMailbox('anna.smith-jones@council.example.gov.uk')).toBe(false);
  });

  it('reports office mailboxes and office lines below POSSIBLE, personal ones above', async () => {
    const csv = [
      '氏名,メールアドレス,代表電話,電話番号',
      '山田 太郎,info@example.jp,03-3581-1111,090-1234-5678',
      '佐藤 花子,kikaku@city.example.lg.jp,03-3581-2222,080-2345-6789',
    ].join('\n');
    const result = await scanStream(
      streamOf(csv),
      { fileName: 'staff.csv' },
      { minLikelihood: 'UNLIKELY' },
    );
    const likelihoodOf = (quote: string) =>
      result.findings!.find((finding) => finding.quote === quote)?.likelihood;
    expect(likelihoodOf('info@example.jp')).toBe('UNLIKELY');
    expect(likelihoodOf('kikaku@city.example.lg.jp')).toBe('UNLIKELY');
    expect(likelihoodOf('03-3581-1111')).toBe('UNLIKELY');
    expect(likelihoodOf('090-1234-5678')).toBe('VERY_LIKELY');
    expect(likelihoodOf('080-2345-6789')).toBe('VERY_LIKELY');
  });

  it('reads a number with an extension as an office switchboard', async () => {
    const csv = ['氏名,電話番号', '山田 太郎,03-3581-1111 内線 204', '佐藤 花子,090-1234-5678'];
    const result = await scanStream(
      streamOf(csv.join('\n')),
      { fileName: 'staff.csv' },
      { minLikelihood: 'UNLIKELY' },
    );
    const phones = result.findings!.filter((finding) => finding.type === 'PHONE_NUMBER');
    expect(phones.map((finding) => finding.likelihood)).toEqual(['UNLIKELY', 'VERY_LIKELY']);
  });
});
