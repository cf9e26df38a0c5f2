import aed from './01-aed.json' with { type: 'json' };
import careServiceProviders from './02-care-service-providers.json' with { type: 'json' };
import medicalInstitutions from './03-medical-institutions.json' with { type: 'json' };
import culturalProperties from './04-cultural-properties.json' with { type: 'json' };
import touristFacilities from './05-tourist-facilities.json' with { type: 'json' };
import events from './06-events.json' with { type: 'json' };
import publicWirelessLan from './07-public-wireless-lan.json' with { type: 'json' };
import publicToilets from './08-public-toilets.json' with { type: 'json' };
import fireWaterFacilities from './09-fire-water-facilities.json' with { type: 'json' };
import evacuationSites from './10-designated-emergency-evacuation-sites.json' with { type: 'json' };
import population from './11-population-by-area-and-age.json' with { type: 'json' };
import publicFacilities from './12-public-facilities.json' with { type: 'json' };
import childcareFacilities from './13-childcare-facilities.json' with { type: 'json' };
import openDataList from './14-open-data-list.json' with { type: 'json' };
import {
  cellShapes,
  standardIds,
  type StandardDefinition,
  type StandardId,
} from './standard-types.js';

/**
 * The standard datasets we can check files against, one JSON file each: the item definitions the
 * standard publishes (names, order, required items, the shapes it fixes), with their source.
 */
export const standardDefinitions: readonly StandardDefinition[] = [
  aed,
  careServiceProviders,
  medicalInstitutions,
  culturalProperties,
  touristFacilities,
  events,
  publicWirelessLan,
  publicToilets,
  fireWaterFacilities,
  evacuationSites,
  population,
  publicFacilities,
  childcareFacilities,
  openDataList,
].map(asDefinition);

const byId = new Map(standardDefinitions.map((definition) => [definition.id, definition]));

export function standardById(id: StandardId): StandardDefinition {
  return byId.get(id)!;
}

interface DefinitionJson {
  id: string;
  edition: string;
  columns: { shape?: string }[];
}

/** JSON imports type their strings loosely: confirm the id and every shape once, at load. */
function asDefinition(json: DefinitionJson): StandardDefinition {
  if (!(standardIds as readonly string[]).includes(json.id))
    throw new Error(`Unknown standard id in standards/: ${json.id}`);
  for (const column of json.columns)
    if (column.shape !== undefined && !(cellShapes as readonly string[]).includes(column.shape))
      throw new Error(`Unknown cell shape in standards/${json.id}: ${column.shape}`);
  return json as unknown as StandardDefinition;
}
