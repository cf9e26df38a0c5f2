import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CkanError } from './ckan-error.js';
import {
  ZCkanGroup,
  ZCkanLicense,
  ZCkanOrganization,
  ZCkanPackage,
  ZCkanResource,
  ZCkanSearchResult,
  ZCkanStatus,
} from './schemas.js';
import {
  loadNoSolrResponses,
  loadRecordedResponses,
  referenceDir,
} from './test-support/reference-responses.js';
import { parseCkanTimestamp } from './timestamps.js';
import { interpret } from './transport.js';

const recorded = loadRecordedResponses();
const json = { 'content-type': 'application/json;charset=utf-8' };

/** Which schema reads the result of each recorded success; undefined = actions the connector does not read. */
function schemaFor(name: string, action: string): z.ZodType | undefined {
  if (action === 'status_show') return ZCkanStatus;
  if (action === 'license_list') return ZCkanLicense.array();
  if (name === 'organization_list_all_fields') return ZCkanOrganization.array();
  if (name === 'group_list_all_fields') return ZCkanGroup.array();
  if (action === 'organization_show' || action === 'organization_create') return ZCkanOrganization;
  if (action === 'group_create') return ZCkanGroup;
  if (action === 'package_search')
    return ZCkanSearchResult.extend({ results: ZCkanPackage.array() });
  if (['package_show', 'package_create', 'package_patch'].includes(action)) return ZCkanPackage;
  if (action.startsWith('resource_')) return ZCkanResource;
  return undefined;
}

const expectedKind: Record<number, string> = {
  400: 'bad-request',
  403: 'authorization',
  404: 'not-found',
  409: 'validation',
};

describe('recorded CKAN 2.10.4 responses (shared/reference/ckan-2.10-responses)', () => {
  it('reads every recorded file through the index', () => {
    const files = readdirSync(referenceDir).filter((file) => /\.(json|http)$/.test(file));
    expect(recorded.map((entry) => entry.name).sort()).toEqual(
      files.map((file) => file.replace(/\.\w+$/, '')).sort(),
    );
  });

  describe.each(recorded.filter((entry) => entry.status === 200))('$name', (entry) => {
    it('unwraps the envelope and parses the result', () => {
      const result = interpret(entry.action, 200, json, entry.text);
      const schema = schemaFor(entry.name, entry.action);
      if (schema) expect(schema.safeParse(result).error).toBeUndefined();
    });
  });

  describe.each(recorded.filter((entry) => entry.status !== 200))('$name', (entry) => {
    it(`becomes a CkanError of kind ${expectedKind[entry.status] ?? '?'}`, () => {
      let caught: unknown;
      try {
        interpret(entry.action, entry.status, json, entry.text);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(CkanError);
      const error = caught as CkanError;
      expect(error.kind).toBe(expectedKind[entry.status]);
      expect(error.status).toBe(entry.status);
      expect(error.message).not.toBe('');
    });
  });

  it('flattens nested validation errors of extras', () => {
    const entry = recorded.find((r) => r.name === 'error_409_validation')!;
    try {
      interpret(entry.action, 409, json, entry.text);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        kind: 'validation',
        ckanType: 'Validation Error',
        fieldErrors: {
          name: ['Must be purely lowercase alphanumeric (ascii) characters and these symbols: -_'],
          'extras.0.value': ['Missing value'],
        },
      });
    }
  });

  it('keeps the bare string of a 400 as the message', () => {
    const entry = recorded.find((r) => r.name === 'error_400_unknown_action')!;
    expect(() => interpret(entry.action, 400, json, entry.text)).toThrow(
      'Bad request - Action name not known: no_such_action',
    );
  });

  it('reads zone-less timestamps as UTC', () => {
    const entry = recorded.find((r) => r.name === 'package_show_after_patch')!;
    const dataset = ZCkanPackage.parse(interpret('package_show', 200, json, entry.text));
    expect(dataset.metadata_modified).toBe('2026-11-21T19:39:03.794529');
    expect(parseCkanTimestamp(dataset.metadata_modified).toISOString()).toBe(
      '2026-11-21T19:39:03.794Z',
    );
  });

  it('passes unknown fields through', () => {
    const entry = recorded.find((r) => r.name === 'package_show_after_patch')!;
    const dataset = ZCkanPackage.parse(interpret('package_show', 200, json, entry.text));
    expect(dataset).toHaveProperty('relationships_as_subject', []);
    expect(dataset.resources[2]).toHaveProperty(
      'mimetype',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  describe.each(loadNoSolrResponses())('no-solr/$name', (entry) => {
    it('is a result or an unavailable catalogue', () => {
      const envelope = entry.body as { success: boolean; error?: { __type: string } };
      if (envelope.success) {
        expect(() => interpret('x', 200, json, entry.text)).not.toThrow();
      } else {
        // Search errors arrive as 409 and index errors as 500: both mean "try later", not "bad data".
        const status = envelope.error?.__type === 'Search Index Error' ? 500 : 409;
        expect(() => interpret('x', status, json, entry.text)).toThrow(
          expect.objectContaining({ kind: 'unavailable' }),
        );
      }
    });
  });
});

describe('parseCkanTimestamp', () => {
  it.each([
    ['2026-11-21T19:39:02.208254', '2026-11-21T19:39:02.208Z'],
    ['2026-11-21T19:39:02.2Z', '2026-11-21T19:39:02.200Z'],
    ['2026-11-21T19:39:02Z', '2026-11-21T19:39:02.000Z'],
    ['2026-11-21T19:39:02', '2026-11-21T19:39:02.000Z'],
    ['2026-11-22T04:39:02.5+09:00', '2026-11-21T19:39:02.500Z'],
    ['2026-11-21', '2026-11-21T00:00:00.000Z'],
  ])('reads %s', (input, iso) => {
    expect(parseCkanTimestamp(input).toISOString()).toBe(iso);
  });

  it('refuses what is not a timestamp', () => {
    expect(() => parseCkanTimestamp('yesterday')).toThrow(RangeError);
  });
});
