import { afterEach, describe, expect, it } from 'vitest';
import { CkanClient } from './ckan-client.js';
import { loadRecordedResponses } from './test-support/reference-responses.js';
import { startScriptedServer, type Reply } from './test-support/scripted-server.js';

const recordedOrganization = (() => {
  const entry = loadRecordedResponses().find(
    (response) => response.name === 'organization_list_all_fields',
  );
  if (!entry) throw new Error('recorded response organization_list_all_fields missing');
  const [first] = (JSON.parse(entry.text) as { result: Record<string, unknown>[] }).result;
  return first!;
})();

/** A catalogue with this many organizations and groups, giving at most `cap` a page as CKAN does. */
function catalogueOfLists(counts: { organizations: number; groups: number }, cap = 25): Reply {
  return (request, response) => {
    const kind = request.path.endsWith('/organization_list') ? 'organizations' : 'groups';
    const offset = Number(request.query.get('offset') ?? 0);
    const limit = Math.min(Number(request.query.get('limit') ?? cap), cap);
    const page = Array.from(
      { length: Math.max(0, Math.min(limit, counts[kind] - offset)) },
      (_, index) => ({
        ...recordedOrganization,
        id: `${kind}-${offset + index}`,
        name: `${kind}-${offset + index}`,
      }),
    );
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ help: 'h', success: true, result: page }));
  };
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function setUp(reply: Reply) {
  const server = await startScriptedServer(reply);
  const client = new CkanClient({ baseUrl: server.url, allowPrivateAddresses: true });
  closers.push(() => client.close(), server.close);
  const asked = (action: string) =>
    server.seen.filter((request) => request.path.endsWith(`/${action}`)).length;
  return { client, asked };
}

describe('organization and group lists, which CKAN caps at 25 a page with all_fields', () => {
  it('ends a list at a short page once a full page has proved the cap', async () => {
    const { client, asked } = await setUp(catalogueOfLists({ organizations: 60, groups: 3 }));
    expect(await client.organizationList()).toHaveLength(60);
    // 25, 25, 10: the short page ends the list; no empty page is asked for.
    expect(asked('organization_list')).toBe(3);
    expect(await client.groupList()).toHaveLength(3);
    expect(asked('group_list')).toBe(1);
  });

  it('asks for an empty page when no longer page has been seen, in case the site caps lower', async () => {
    const { client, asked } = await setUp(catalogueOfLists({ organizations: 7, groups: 4 }));
    expect(await client.organizationList()).toHaveLength(7);
    expect(asked('organization_list')).toBe(2);
    // The groups' page of 4 is shorter than the 7 the same setting let through: the end.
    expect(await client.groupList()).toHaveLength(4);
    expect(asked('group_list')).toBe(1);
  });

  it('reads both lists first pages first, so the longer first page proves the shorter list ended', async () => {
    const { client, asked } = await setUp(catalogueOfLists({ organizations: 6, groups: 7 }));
    const { organizations, groups } = await client.organizationAndGroupLists();
    expect(organizations.map((organization) => organization.name)).toEqual(
      Array.from({ length: 6 }, (_, index) => `organizations-${index}`),
    );
    expect(groups).toHaveLength(7);
    expect(asked('organization_list')).toBe(1);
    expect(asked('group_list')).toBe(2);
  });

  it('reads every organization of a site that caps pages below 25', async () => {
    const { client, asked } = await setUp(catalogueOfLists({ organizations: 23, groups: 10 }, 10));
    expect(await client.organizationList()).toHaveLength(23);
    expect(asked('organization_list')).toBe(3);
    // A page as long as the cap proves nothing: the groups' list is walked to its empty page.
    expect(await client.groupList()).toHaveLength(10);
    expect(asked('group_list')).toBe(2);
  });

  it('stops when a site ignores the offset and gives the same page again', async () => {
    const sameEveryTime: Reply = (request, response) => {
      request.query.set('offset', '0');
      catalogueOfLists({ organizations: 40, groups: 0 })(request, response);
    };
    const { client, asked } = await setUp(sameEveryTime);
    expect(await client.organizationList()).toHaveLength(25);
    expect(asked('organization_list')).toBe(2);
  });
});
