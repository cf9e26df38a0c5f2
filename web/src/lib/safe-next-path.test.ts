import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(safeNextPath('/workspaces/w1/i1?sort=newest#top')).toBe(
      '/workspaces/w1/i1?sort=newest#top',
    );
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'settings',
  ])('sends %j home', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the page to come back to', () => {
    expect(loginPathFor({ pathname: '/settings', search: '?tab=a' })).toBe(
      '/login?next=%2Fsettings%3Ftab%3Da',
    );
    expect(safeNextPath(new URLSearchParams('next=%2Fsettings%3Ftab%3Da').get('next'))).toBe(
      '/settings?tab=a',
    );
  });
});
