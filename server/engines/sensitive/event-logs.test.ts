import { describe, expect, it } from 'vitest';
import { findingsOfLines } from './test-support/fixtures.js';

describe('logs of events', () => {
  it('reports the incident addresses of a service-request log, whatever its agency and coordinate columns say', async () => {
    const found = await findingsOfLines([
      'Request Id,Created Date,Agency Name,Facility Type,Incident Address,Street Name,Borough,Latitude,Longitude',
      '9001,03/02/2023 08:14:07 AM,Department of Sanitation,Depot,412 MAPLEWOOD AVENUE,MAPLEWOOD AVENUE,NORTH,40.712345,-73.912345',
      '9002,03/02/2023 09:40:51 AM,Department of Sanitation,Depot,77 WEST  118 STREET,WEST  118 STREET,NORTH,40.722345,-73.922345',
      '9003,03/02/2023 11:05:33 AM,Parks Department,Park,3-12 41 AVENUE,41 AVENUE,EAST,40.732345,-73.932345',
      '9004,03/02/2023 01:26:19 PM,Parks Department,Park,1580 ORCHARD ROAD,ORCHARD ROAD,EAST,40.742345,-73.942345',
      '9005,03/02/2023 02:58:02 PM,Department of Sanitation,Depot,29 HARBOUR VIEW DRIVE,HARBOUR VIEW DRIVE,SOUTH,40.752345,-73.952345',
    ]);
    for (const row of [1, 2, 3, 4, 5]) expect(found).toContain(`${row}:Incident Address:LOCATION`);
  });

  it('still reads a facility list with coordinates and one update date as things', async () => {
    expect(
      await findingsOfLines([
        'Facility Name,Address,Updated,Latitude,Longitude',
        'Maplewood Depot,412 Maplewood Avenue,03/02/2023 08:00:00 AM,40.712345,-73.912345',
        'Harbour Depot,29 Harbour View Drive,03/02/2023 08:00:00 AM,40.752345,-73.952345',
        'Orchard Depot,1580 Orchard Road,03/02/2023 08:00:00 AM,40.742345,-73.942345',
        'Hillside Depot,77 Hillside Lane,03/02/2023 08:00:00 AM,40.732345,-73.932345',
        'Riverside Depot,8 River Road,03/02/2023 08:00:00 AM,40.722345,-73.922345',
      ]),
    ).toEqual([]);
  });

  it('still reads a facility list stamped with its own inspection times as things', async () => {
    expect(
      await findingsOfLines([
        'Facility Name,Address,Last Inspection,Latitude,Longitude',
        'Maplewood Depot,412 Maplewood Avenue,03/02/2023 08:14:07 AM,40.712345,-73.912345',
        'Harbour Depot,29 Harbour View Drive,03/02/2023 09:40:51 AM,40.752345,-73.952345',
        'Orchard Depot,1580 Orchard Road,03/02/2023 11:05:33 AM,40.742345,-73.942345',
        'Hillside Depot,77 Hillside Lane,03/02/2023 01:26:19 PM,40.732345,-73.932345',
        'Riverside Depot,8 River Road,03/02/2023 02:58:02 PM,40.722345,-73.922345',
      ]),
    ).toEqual([]);
  });
});
