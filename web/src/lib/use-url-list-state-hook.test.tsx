// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  choiceWithDefaultParam,
  pageParam,
  textParam,
  useUrlListState,
} from './use-url-list-state';

const schema = {
  q: textParam('q'),
  sort: choiceWithDefaultParam('sort', ['newest', 'oldest'] as const, 'newest'),
  page: pageParam,
};

function openAt(address: string) {
  window.history.replaceState(null, '', address);
  return renderHook(() => useUrlListState(schema), { wrapper: BrowserRouter }).result;
}

describe('a list kept in the address bar', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('shows the list the address names, falling back on what it does not know', () => {
    const list = openAt('/datasets?q=rain&sort=sideways&page=3');
    expect(list.current.state).toEqual({ q: 'rain', sort: 'newest', page: 3 });
  });

  it('goes back to page 1 on any change other than the page, keeping what it does not own', () => {
    const list = openAt('/datasets?tab=mine&q=rain&page=3');
    act(() => list.current.update({ sort: 'oldest' }));
    expect(window.location.search).toBe('?tab=mine&q=rain&sort=oldest');
    expect(list.current.state).toEqual({ q: 'rain', sort: 'oldest', page: 1 });
    act(() => list.current.update({ page: 2 }));
    expect(window.location.search).toBe('?tab=mine&q=rain&sort=oldest&page=2');
  });

  it('keeps both of two quick changes made before the page draws again', () => {
    const list = openAt('/datasets?q=rain&page=2');
    act(() => {
      const { update } = list.current;
      update({ q: '' });
      update({ sort: 'oldest' });
    });
    expect(window.location.search).toBe('?sort=oldest');
    expect(list.current.state).toEqual({ q: '', sort: 'oldest', page: 1 });
  });
});
