import type { StoredLicense } from '../store/types.js';

type Row = [id: string, title: string, url: string, od: string, osd: string, content: string, data: string, software: string, generic: string];

/** CKAN's default licence register (as 2.10 serves it: flags are "True"/"False" strings), then licences Japanese portals use. */
const rows: Row[] = [
  ['notspecified', 'License not specified', '', 'not reviewed', 'not reviewed', 'False', 'False', 'False', 'True'],
  ['odc-pddl', 'Open Data Commons Public Domain Dedication and License (PDDL)', 'http://www.opendefinition.org/licenses/odc-pddl', 'approved', 'not reviewed', 'False', 'True', 'False', 'False'],
  ['odc-odbl', 'Open Data Commons Open Database License (ODbL)', 'http://www.opendefinition.org/licenses/odc-odbl', 'approved', 'not reviewed', 'False', 'True', 'False', 'False'],
  ['odc-by', 'Open Data Commons Attribution License', 'http://www.opendefinition.org/licenses/odc-by', 'approved', 'not reviewed', 'False', 'True', 'False', 'False'],
  ['cc-zero', 'Creative Commons CCZero', 'http://www.opendefinition.org/licenses/cc-zero', 'approved', 'not reviewed', 'True', 'True', 'False', 'False'],
  ['cc-by', 'Creative Commons Attribution', 'http://www.opendefinition.org/licenses/cc-by', 'approved', 'not reviewed', 'False', 'False', 'False', 'False'],
  ['cc-by-sa', 'Creative Commons Attribution Share-Alike', 'http://www.opendefinition.org/licenses/cc-by-sa', 'approved', 'not reviewed', 'True', 'False', 'False', 'False'],
  ['gfdl', 'GNU Free Documentation License', 'http://www.opendefinition.org/licenses/gfdl', 'approved', 'not reviewed', 'True', 'False', 'False', 'False'],
  ['other-open', 'Other (Open)', '', 'approved', 'not reviewed', 'True', 'False', 'False', 'True'],
  ['other-pd', 'Other (Public Domain)', '', 'approved', 'not reviewed', 'True', 'False', 'False', 'True'],
  ['other-at', 'Other (Attribution)', '', 'approved', 'not reviewed', 'True', 'False', 'False', 'True'],
  ['uk-ogl', 'UK Open Government Licence (OGL)', 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/', 'approved', 'not reviewed', 'True', 'False', 'False', 'False'],
  ['cc-nc', 'Creative Commons Non-Commercial (Any)', 'http://creativecommons.org/licenses/by-nc/2.0/', 'not reviewed', 'not reviewed', 'False', 'False', 'False', 'False'],
  ['other-nc', 'Other (Non-Commercial)', '', 'not reviewed', 'not reviewed', 'False', 'False', 'False', 'True'],
  ['other-closed', 'Other (Not Open)', '', 'not reviewed', 'not reviewed', 'False', 'False', 'False', 'True'],
  ['cc-by-4.0', 'クリエイティブ・コモンズ 表示 4.0 国際 (CC BY 4.0)', 'https://creativecommons.org/licenses/by/4.0/deed.ja', 'approved', 'not reviewed', 'True', 'True', 'False', 'False'],
  ['cc-by-sa-4.0', 'クリエイティブ・コモンズ 表示-継承 4.0 国際 (CC BY-SA 4.0)', 'https://creativecommons.org/licenses/by-sa/4.0/deed.ja', 'approved', 'not reviewed', 'True', 'True', 'False', 'False'],
  ['odc-by-1.0', 'Open Data Commons Attribution License 1.0', 'https://opendatacommons.org/licenses/by/1-0/', 'approved', 'not reviewed', 'False', 'True', 'False', 'False'],
  ['gov-jp-2.0', '公共データ利用規約（第1.0版）(PDL1.0)', 'https://www.digital.go.jp/resources/open_data/public_data_license_v1.0', 'approved', 'not reviewed', 'True', 'True', 'False', 'False'],
];

export function sampleLicenses(): StoredLicense[] {
  return rows.map(([id, title, url, od, osd, content, data, software, generic]) => ({
    id,
    title,
    url,
    od_conformance: od,
    osd_conformance: osd,
    domain_content: content,
    domain_data: data,
    domain_software: software,
    family: '',
    is_generic: generic,
    maintainer: '',
    status: 'active',
  }));
}
