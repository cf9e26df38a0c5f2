import type { ServerResponse } from 'node:http';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { CkanClient } from './ckan-client.js';
import { ckanFailure } from './test-support/ckan-failure.js';
import { loadRecordedResponses } from './test-support/reference-responses.js';
import { startScriptedServer } from './test-support/scripted-server.js';
import { catalogueRequestsAtOnce } from './transport.js';

const statusBody = loadRecordedResponses().find((entry) => entry.name === 'status_show')!.text;

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A catalogue that holds every answer until the test lets it go, and counts what is in flight. */
async function holdingCatalogue() {
  const held: ServerResponse[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const server = await startScriptedServer((seen, response) => {
    if (seen.path === '/ping') {
      response.end('pong');
      return;
    }
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    held.push(response);
  });
  const answerOne = () => {
    inFlight -= 1;
    held.shift()!.end(statusBody);
  };
  /** A round trip on a connection of its own: what the client had sent has arrived by then. */
  const ping = async () => (await request(`${server.url}/ping`)).body.text();
  return { server, held, answerOne, ping, mostAtOnce: () => mostAtOnce };
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe('one client and one catalogue', () => {
  it(`sends at most ${catalogueRequestsAtOnce} requests at a time; the rest wait their turn`, async () => {
    const catalogue = await holdingCatalogue();
    const client = new CkanClient({ baseUrl: catalogue.server.url, allowPrivateAddresses: true });
    closers.push(() => client.close(), catalogue.server.close);

    const answers = Array.from({ length: 5 }, () => client.statusShow());
    await until(() => catalogue.held.length === catalogueRequestsAtOnce);
    await catalogue.ping();
    expect(catalogue.held).toHaveLength(catalogueRequestsAtOnce);

    for (let answered = 0; answered < 5; answered += 1) {
      await until(() => catalogue.held.length > 0);
      catalogue.answerOne();
    }
    const statuses = await Promise.all(answers);
    expect(statuses.map((status) => status.ckan_version)).toEqual(Array(5).fill('2.10.4'));
    expect(catalogue.mostAtOnce()).toBe(catalogueRequestsAtOnce);
  });

  it('fails the requests still waiting for a turn when the client is closed, without sending them', async () => {
    const catalogue = await holdingCatalogue();
    const client = new CkanClient({
      baseUrl: catalogue.server.url,
      allowPrivateAddresses: true,
      retryDelayMs: 1,
    });
    closers.push(catalogue.server.close);

    const answers = Array.from({ length: 4 }, () => client.statusShow());
    for (const answer of answers) answer.catch(() => undefined);
    await until(() => catalogue.held.length === catalogueRequestsAtOnce);
    const closed = client.close();
    while (catalogue.held.length > 0) catalogue.answerOne();
    await closed;
    const waiting = await ckanFailure(answers[3]!);
    expect(waiting.kind).toBe('network');
    expect(waiting.message).toContain('was not sent');
    await catalogue.ping();
    expect(catalogue.mostAtOnce()).toBe(catalogueRequestsAtOnce);
    expect(catalogue.server.seen.filter((seen) => seen.path !== '/ping')).toHaveLength(2);
  });
});
