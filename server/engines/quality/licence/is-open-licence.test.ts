import { describe, expect, it } from 'vitest';
import { isOpenLicence } from './is-open-licence.js';

describe('whether a catalogue licence is open, as CKAN decides it', () => {
  it('is open when the Open Definition or the Open Source Definition approved it', () => {
    expect(isOpenLicence({ od_conformance: 'approved', osd_conformance: 'not reviewed' })).toBe(
      true,
    );
    expect(isOpenLicence({ od_conformance: 'not reviewed', osd_conformance: 'approved' })).toBe(
      true,
    );
  });

  it('is not open when neither approved it (CC non-commercial, "other (not open)")', () => {
    expect(isOpenLicence({ od_conformance: 'not reviewed', osd_conformance: 'not reviewed' })).toBe(
      false,
    );
    expect(isOpenLicence({ od_conformance: 'rejected', osd_conformance: '' })).toBe(false);
  });

  it("reads an older CKAN's compliance flags", () => {
    expect(isOpenLicence({ is_okd_compliant: true, is_osi_compliant: false })).toBe(true);
    expect(isOpenLicence({ is_okd_compliant: false })).toBe(false);
    expect(isOpenLicence({})).toBe(false);
  });
});
