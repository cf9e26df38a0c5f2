/** The fields of a CKAN license_list entry that tell whether the licence is open. */
export interface LicenceConformance {
  od_conformance?: string | null;
  osd_conformance?: string | null;
  /** Before CKAN 2.3 the list carried booleans instead of the two conformance statuses. */
  is_okd_compliant?: boolean | null;
  is_osi_compliant?: boolean | null;
}

/**
 * Whether a licence is open, as CKAN decides it (ckan/model/license.py, License.isopen): approved
 * by the Open Definition (od_conformance) or by the Open Source Definition (osd_conformance), or,
 * in lists from older CKAN versions, flagged OKD- or OSI-compliant.
 */
export function isOpenLicence(licence: LicenceConformance): boolean {
  if (licence.od_conformance != null || licence.osd_conformance != null)
    return licence.od_conformance === 'approved' || licence.osd_conformance === 'approved';
  return licence.is_okd_compliant === true || licence.is_osi_compliant === true;
}
