import { describe, expect, it } from 'vitest';
import { scanStream } from './scan-stream.js';
import { streamOf } from './test-support/fixtures.js';

const phoneLikelihoods = async (lines: string[]) =>
  (
    await scanStream(
      streamOf(lines.join('\n')),
      { fileName: 'members.csv' },
      { minLikelihood: 'UNLIKELY' },
    )
  )
    .findings!.filter((finding) => finding.type === 'PHONE_NUMBER')
    .map((finding) => finding.likelihood);

const members = (phone: (index: number) => string) => [
  'full_name,birthday,phone',
  ...Array.from(
    { length: 12 },
    (_, index) =>
      `${['Alma', 'Boris', 'Celia', 'Dmitri'][index % 4]} ${['Quint', 'Rooke', 'Sallow'][index % 3]},19${50 + index}-03-0${(index % 9) + 1},${phone(index)}`,
  ),
];

describe("an organisation's switchboard range", () => {
  it('reports a column of landlines sharing area and exchange below POSSIBLE', async () => {
    const likelihoods = await phoneLikelihoods(
      members((index) => `202-224-${String(3100 + index * 37)}`),
    );
    expect(likelihoods).toHaveLength(12);
    expect(new Set(likelihoods)).toEqual(new Set(['UNLIKELY']));
  });

  it('still reports landlines of many exchanges as personal', async () => {
    const likelihoods = await phoneLikelihoods(
      members((index) => `(${212 + index * 3}) ${431 + index * 7}-${String(1200 + index * 41)}`),
    );
    expect(likelihoods.filter((likelihood) => likelihood !== 'UNLIKELY')).toHaveLength(12);
  });

  it('never takes Japanese lines of one exchange for a switchboard', async () => {
    const likelihoods = await phoneLikelihoods(
      members((index) => `0466-22-${String(3100 + index * 37)}`),
    );
    expect(likelihoods.filter((likelihood) => likelihood !== 'UNLIKELY')).toHaveLength(12);
  });
});
