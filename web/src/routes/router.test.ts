import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from './router';
import { keepsScrollPosition } from './shell/scroll-policy';

const routes = createAppRoutes(new QueryClient());

function pageAt(path: string): {
  id: string | undefined;
  params: Record<string, string | undefined>;
  protectedPage: boolean;
} {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches.at(-1);
  return {
    id: leaf?.route.id,
    params: { ...leaf?.params },
    protectedPage: matches.some((match) => match.route.id === 'protected'),
  };
}

describe('routes', () => {
  it.each([
    ['/', 'home', false],
    ['/login', 'login', false],
    ['/signup', 'signup', false],
    ['/signup/verification/abc.def', 'verification', false],
    ['/invitations/tok3n', 'invitation', false],
    ['/password-reset', 'password-reset', false],
    ['/password-reset/tok3n', 'new-password', false],
    ['/email-change/abc.def', 'email-change', false],
    ['/settings', 'settings', true],
    ['/workspaces', 'workspaces', true],
    ['/workspaces/w1', 'workspace', true],
    ['/workspaces/w1/i1', 'instance', true],
    ['/workspaces/w1/i1/d1', 'dataset', true],
    ['/workspaces/w1/i1/d1/r1', 'resource', true],
    ['/workspaces/w1/i1/d1/r1/l1', 'log', true],
    ['/workspaces/w1/i1/api-key', 'api-key', true],
    ['/workspaces/w1/i1/events', 'events', true],
    ['/workspaces/w1/i1/histories', 'histories', true],
    ['/workspaces/w1/i1/new', 'dataset-new', true],
    ['/workspaces/w1/i1/batches', 'batches', true],
    ['/workspaces/w1/i1/batches/b1', 'batch', true],
    ['/workspaces/w1/i1/d1/edit', 'dataset-edit', true],
    ['/workspaces/w1/i1/d1/conflict', 'dataset-conflict', true],
    ['/workspaces/w1/users', 'users', true],
    ['/somewhere/else', 'not-found', false],
  ] as const)('%s shows the %s page (sign-in needed: %s)', (path, id, protectedPage) => {
    expect(pageAt(path)).toMatchObject({ id, protectedPage });
  });

  it('loads every page on demand', () => {
    const pages = (list: typeof routes): (typeof routes)[number][] =>
      list.flatMap((route) => [...(route.path ? [route] : []), ...pages(route.children ?? [])]);
    const all = pages(routes);
    expect(all.length).toBeGreaterThanOrEqual(23);
    expect(all.filter((route) => !route.lazy).map((route) => route.path)).toEqual([]);
  });
});

describe('scroll position', () => {
  const place = (path: string) => {
    const { id, params } = pageAt(path);
    return { routeId: id ?? '', params };
  };

  it('is kept between the instance page and a dataset page of the same instance', () => {
    expect(keepsScrollPosition(place('/workspaces/w1/i1'), place('/workspaces/w1/i1/d1'))).toBe(
      true,
    );
    expect(keepsScrollPosition(place('/workspaces/w1/i1/d1'), place('/workspaces/w1/i1'))).toBe(
      true,
    );
  });

  it('goes back to the top for any other navigation', () => {
    expect(keepsScrollPosition(place('/workspaces/w1/i1'), place('/workspaces/w1/i2/d1'))).toBe(
      false,
    );
    expect(keepsScrollPosition(place('/workspaces/w1/i1/d1'), place('/workspaces/w1/i1/d2'))).toBe(
      false,
    );
    expect(keepsScrollPosition(place('/workspaces/w1/i1'), place('/workspaces/w1/i1/events'))).toBe(
      false,
    );
    expect(keepsScrollPosition(place('/settings'), place('/workspaces'))).toBe(false);
  });
});
