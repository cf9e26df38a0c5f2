import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { webBuildDir } from './spa-plugin.js';

/** The built web app as a browser fetches it: cached for good where the name is hashed, else fresh. */
describe('the web app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
  });
  afterAll(() => testApp?.close());

  it('serves hashed assets as immutable and the page itself fresh, on every client route', async () => {
    const script = readdirSync(path.join(webBuildDir, 'assets')).find((name) =>
      name.endsWith('.js'),
    );
    const asset = await testApp.app.inject({ method: 'GET', url: `/assets/${script}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/workspaces/some-id/instances/other-id']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }

    const api = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { status: 'NOT_FOUND' } });
  });

  it('answers HEAD as GET without a body, for the page, its client routes, the assets and the health check', async () => {
    const script = readdirSync(path.join(webBuildDir, 'assets')).find((name) =>
      name.endsWith('.js'),
    );
    for (const url of ['/', '/login', '/workspaces/some-id', `/assets/${script}`, '/api/health']) {
      const get = await testApp.app.inject({ method: 'GET', url });
      const head = await testApp.app.inject({ method: 'HEAD', url });
      expect({ url, status: head.statusCode }).toEqual({ url, status: 200 });
      expect(head.body).toBe('');
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      if (get.headers['content-length'] !== undefined) {
        expect(head.headers['content-length']).toBe(get.headers['content-length']);
      }
    }
    const api = await testApp.app.inject({ method: 'HEAD', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
  });
});
