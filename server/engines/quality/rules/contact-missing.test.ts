import { describe, expect, it } from 'vitest';
import { buildDataset, datasetContext } from '../test-support/invented-datasets.js';
import { pass } from '../verdict.js';
import { contactMissing } from './contact-missing.js';

const nobody = { maintainer: null, maintainerEmail: null, author: null, authorEmail: null };

describe('contact-missing', () => {
  it('passes a department named as maintainer, or an author e-mail alone', () => {
    expect(
      contactMissing(buildDataset({ ...nobody, maintainer: '情報政策課' }), datasetContext),
    ).toBe(pass);
    expect(
      contactMissing(buildDataset({ ...nobody, authorEmail: 'data@example.jp' }), datasetContext),
    ).toBe(pass);
  });

  it('fails a dataset with no maintainer, author or e-mail', () => {
    expect(contactMissing(buildDataset(nobody), datasetContext)).toMatchObject({ failed: true });
  });
});
